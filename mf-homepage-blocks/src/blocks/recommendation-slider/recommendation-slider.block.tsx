import * as v from 'valibot';
import { RemoteComponent } from '@storefront/ui';
import { defineBlock, type BlockProps } from '../../pipeline/block-definition';

/** The index is passed on as it comes; the recommendations fragment coerces it (number, minimum 0, default 0). */
export const recommendationSliderSchema = v.object({ index: v.unknown() });

export type RecommendationSliderModel = v.InferOutput<typeof recommendationSliderSchema>;

/** The recommendations fragment's home recommendations; renders nothing when that fragment is unavailable. */
export function RecommendationSliderBlock({ model }: BlockProps<RecommendationSliderModel>) {
  return <RemoteComponent id="mf_recommendations/HomeRecommendations" props={{ index: model.index }} />;
}

export const recommendationSliderBlock = defineBlock({
  contentType: 'RecommendationSlider',
  schema: recommendationSliderSchema,
  Component: RecommendationSliderBlock,
  // Spec section 8: the recommendation slider's fallback is an empty marker.
  errorFallback: <div data-recommendation-slider-error="" hidden />,
});
