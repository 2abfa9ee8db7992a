import { useId } from 'react';
import type { BlockProps } from '../../pipeline/block-definition';
import { BonusPointsValueProp } from './bonus-points/BonusPointsValueProp';
import { BONUS_POINTS_ITEM_TYPE, type ValuePropositionStripModel } from './value-proposition-model';
import { ValuePropositionItem } from './ValuePropositionItem';
import './value-proposition.css';

const POSITIONS = ['left', 'middle', 'right'] as const;

/** The strip of three value propositions under the page's only h1 (spec sections 1, 4). */
export function ValuePropositionStrip({ model }: BlockProps<ValuePropositionStripModel>) {
  const headingId = useId();
  return (
    <section className="hp-value-props" aria-labelledby={headingId}>
      <h1 id={headingId} className="hp-value-props__title">
        {model.title}
      </h1>
      <ul className="hp-value-props__items">
        {POSITIONS.map((position) => {
          const item = model[position];
          return (
            <li key={position} className="hp-value-prop">
              {item.type === BONUS_POINTS_ITEM_TYPE ? <BonusPointsValueProp item={item} /> : <ValuePropositionItem item={item} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
