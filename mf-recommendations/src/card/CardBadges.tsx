import type { CardBadges as CardBadgesModel } from '../pricing/badges';

export function CardBadges({ badges }: { badges: CardBadgesModel }) {
  if (!badges.favourite && !badges.discount && !badges.sponsored) return null;
  return (
    <ul className="sf-product-card__badges" aria-label="Hinweise">
      {badges.discount && <li className="sf-badge sf-badge--discount">{badges.discount}</li>}
      {badges.favourite && <li className="sf-badge sf-badge--favourite">{badges.favourite}</li>}
      {badges.sponsored && <li className="sf-badge sf-badge--sponsored">Gesponsert</li>}
    </ul>
  );
}
