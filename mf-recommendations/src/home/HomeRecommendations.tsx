import { useCallback, useEffect, useRef } from 'react';
import type { HomeRecommendationsProps } from '@storefront/contracts';
import { VisuallyHidden } from '@storefront/ui';
import { RecommendationSlider } from '../slider/RecommendationSlider';
import { coerceIndex } from './coerce-index';
import { useHomeRecommendations } from './useHomeRecommendations';
import './home-recommendations.css';

/** The homepage recommendation block: the recommender's container at `index`, as a slider of product cards. */
export function HomeRecommendations({ index, onSettled }: HomeRecommendationsProps) {
  const state = useHomeRecommendations(coerceIndex(index));
  const latestOnSettled = useRef(onSettled);
  latestOnSettled.current = onSettled;
  // Shown once the slider has filled: it is laid out a few cards per frame, and its height is final only with every
  // card in (the first card alone can be shorter than the tallest). The page holds the block's place until then.
  useEffect(() => {
    if (state.status === 'empty') latestOnSettled.current?.('empty');
  }, [state.status]);
  const onFilled = useCallback(() => latestOnSettled.current?.('shown'), []);
  if (state.status === 'loading') {
    return (
      <div className="sf-home-recommendations__loading" role="status" aria-busy="true">
        <VisuallyHidden>Empfehlungen werden geladen …</VisuallyHidden>
      </div>
    );
  }
  if (state.status === 'empty') return null;
  const { container, products } = state;
  return (
    <RecommendationSlider
      recommendations={container.recommendations}
      trackingContainer={container.name}
      {...(container.caption ? { caption: container.caption } : {})}
      {...(products ? { catalogProducts: products } : {})}
      placeHeld
      onFilled={onFilled}
    />
  );
}
