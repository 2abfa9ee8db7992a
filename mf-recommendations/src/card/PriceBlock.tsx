import { VisuallyHidden } from '@storefront/ui';
import type { PriceDisplay } from '../pricing/price-display';
import { PriceTooltip } from './PriceTooltip';

/** The card's price block; each part is its own line so it is read out in a sensible order. */
export function PriceBlock({ display }: { display: PriceDisplay }) {
  return (
    <div className="sf-price">
      <p className="sf-price__main">
        <VisuallyHidden>Preis: </VisuallyHidden>
        {display.main}
        {display.tooltip && <PriceTooltip text={display.tooltip} />}
      </p>
      {display.reference && <p className="sf-price__reference">{display.reference}</p>}
      {display.unitPrice && (
        <p className="sf-price__unit">
          <span aria-hidden="true">{display.unitPrice.text}</span>
          <VisuallyHidden>{display.unitPrice.spoken}</VisuallyHidden>
        </p>
      )}
      {display.secondary && <p className="sf-price__secondary">{display.secondary}</p>}
      {display.whileStocksLast && <p className="sf-price__stock-note">Nur solange der Vorrat reicht</p>}
    </div>
  );
}
