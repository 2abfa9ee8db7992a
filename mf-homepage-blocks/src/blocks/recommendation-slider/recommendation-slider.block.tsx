import { v } from '@storefront/platform';
import type { HomeRecommendationsProps } from '@storefront/contracts';
import { RemoteComponent } from '@storefront/ui';
import { defineBlock, type BlockProps } from '../../pipeline/block-definition';
import { useBlockSettled } from '../../pipeline/block-settled';

/**
 * The index is passed on as it comes, also when it is missing or not a number: the recommendations fragment
 * coerces it (spec section 5: a number, minimum 0, default 0), so a model without an index shows container 0.
 */
export const recommendationSliderSchema = v.object({ index: v.optional(v.unknown()) });

export type RecommendationSliderModel = v.InferOutput<typeof recommendationSliderSchema>;

function indexProp(index: unknown): HomeRecommendationsProps['index'] {
  return typeof index === 'number' || typeof index === 'string' ? index : undefined;
}

/** The recommendations fragment's home recommendations; renders nothing when that fragment is unavailable. */
export function RecommendationSliderBlock({ model }: BlockProps<RecommendationSliderModel>) {
  const settled = useBlockSettled();
  return (
    <RemoteComponent
      id="mf_recommendations/HomeRecommendations"
      props={{ index: indexProp(model.index), onSettled: (outcome) => (outcome === 'shown' ? settled.ready() : settled.empty()) }}
      onError={settled.empty}
    />
  );
}

export default defineBlock({
  contentType: 'RecommendationSlider',
  schema: recommendationSliderSchema,
  Component: RecommendationSliderBlock,
  settles: 'ready',
  // Spec section 8: the recommendation slider's fallback is an empty marker.
  errorFallback: <div data-recommendation-slider-error="" hidden />,
});
