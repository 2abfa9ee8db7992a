import { memo } from 'react';
import { useImpression } from '@storefront/ui';
import { ProductCardView } from '../card/ProductCardView';
import { sameCardFlags, type CardFlags } from '../card/card-flags';
import type { CardImageSize } from '../card/card-image-sizes';
import { hrefOf } from '../links/product-link';
import type { RecommendationCardModel } from '../model/recommendation-cards';
import { RECOMMENDATION_PRODUCT } from '../tracking/tracking-targets';

export interface RecommendationCardProps {
  card: RecommendationCardModel;
  trackingContainer: string;
  flags: CardFlags;
  imageSize: CardImageSize;
}

/**
 * A card in a recommendation slider or a product carousel: tracks its impression once and, in the recommendation
 * sizes, may offer add to cart (spec section 6: add to cart on recommendation cards; never on grid cards).
 */
function RecommendationCardContent({ card, trackingContainer, flags, imageSize }: RecommendationCardProps) {
  const observeImpression = useImpression({ name: RECOMMENDATION_PRODUCT, id: card.key }, undefined, {
    container: trackingContainer,
    slot: card.slot,
    ...(card.trackingId ? { trackingId: card.trackingId } : {}),
  });
  return (
    <ProductCardView
      product={card.product}
      selected={card.selected}
      href={hrefOf(card.link)}
      imageSize={imageSize}
      flags={flags}
      showAddToCart={flags.addToCartEnabled && imageSize !== 'grid'}
      cardRef={observeImpression}
    />
  );
}

/**
 * Rendered again only when what it shows changes. A slider's parents render it again when a block settles or is
 * shown, often outside a transition: a low-end phone scrolling the homepage rendered every card of a slider again
 * for each, in one task. The flags are read afresh on every render, so they count by value.
 */
export const RecommendationCard = memo(
  RecommendationCardContent,
  (before, after) =>
    before.card === after.card &&
    before.trackingContainer === after.trackingContainer &&
    before.imageSize === after.imageSize &&
    sameCardFlags(before.flags, after.flags),
);
