import { useImpression } from '@storefront/ui';
import { ProductCardView } from '../card/ProductCardView';
import type { CardFlags } from '../card/card-flags';
import type { CardImageSize } from '../card/card-image-sizes';
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
export function RecommendationCard({ card, trackingContainer, flags, imageSize }: RecommendationCardProps) {
  const observeImpression = useImpression({ name: RECOMMENDATION_PRODUCT, id: card.key }, undefined, {
    container: trackingContainer,
    slot: card.slot,
    ...(card.trackingId ? { trackingId: card.trackingId } : {}),
  });
  return (
    <ProductCardView
      product={card.product}
      selected={card.selected}
      href={card.href}
      imageSize={imageSize}
      flags={flags}
      showAddToCart={flags.addToCartEnabled && imageSize !== 'grid'}
      cardRef={observeImpression}
    />
  );
}
