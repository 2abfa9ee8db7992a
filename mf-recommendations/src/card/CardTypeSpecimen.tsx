import './product-card.css';

/**
 * A word in each of a product card's text styles, with the cards' own classes, laid out out of sight. The first
 * card of a page makes the font sizes and weights new to it (a strike each: 3-10 ms at 10x on a Linux phone
 * emulation, with a round trip to the browser process) and opens German hyphenation's dictionary (the names'
 * `hyphens: auto`); laid out in a frame of their own before the cards, those do not lengthen the cards' frame.
 */
export function CardTypeSpecimen() {
  return (
    <div className="sf-card-type-specimen" aria-hidden="true">
      <span className="sf-badge">Neu</span>
      {/* Bold as the card's h3, which would be a heading too many for assistive technology. */}
      <b className="sf-product-card__name">Futter</b>
      <span className="sf-product-card__variant">1 kg</span>
      <span className="sf-price__main">1,00 €</span>
      <span className="sf-product-card__cart-button">Warenkorb</span>
    </div>
  );
}
