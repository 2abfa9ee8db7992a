import { safeHref } from '@storefront/platform';
import type { ValuePropositionItemModel } from './value-proposition-model';

export function ValuePropositionItem({ item }: { item: ValuePropositionItemModel }) {
  const href = safeHref(item.urlLink);
  return (
    <>
      <p className="hp-value-prop__title">{item.title}</p>
      {href && item.urlText && (
        <a className="hp-value-prop__link" href={href}>
          {item.urlText}
        </a>
      )}
    </>
  );
}
