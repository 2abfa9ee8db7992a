import { useMemo } from 'react';
import type { RecommendationSliderProps } from '@storefront/contracts';
import { BlockErrorBoundary, useTracking } from '@storefront/ui';
import { buildRecommendationCards } from '../model/recommendation-cards';
import { useReportProblems } from '../model/useReportProblems';
import { RecommendationSliderView } from './RecommendationSliderView';
import { sliderId } from './slider-id';

function RecommendationSliderContent({ recommendations, containerName, caption, label, slidesPerViewXl, id, catalogProducts }: RecommendationSliderProps) {
  const { pageCode } = useTracking();
  const { cards, problems } = useMemo(() => {
    if (!Array.isArray(recommendations)) return { cards: [], problems: ['recommendations is not a list'] };
    return buildRecommendationCards({
      items: recommendations,
      containerName,
      pageName: pageCode,
      ...(catalogProducts ? { catalogProducts } : {}),
    });
  }, [recommendations, containerName, pageCode, catalogProducts]);
  useReportProblems('RecommendationSlider', problems, { containerName });
  return (
    <RecommendationSliderView
      cards={cards}
      containerName={containerName}
      id={sliderId(id, containerName)}
      {...(caption ? { caption } : {})}
      {...(label ? { label } : {})}
      {...(slidesPerViewXl !== undefined ? { slidesPerViewXl } : {})}
    />
  );
}

/** The recommendation slider with its own error boundary; a render error leaves an empty marker (spec section 8). */
export function RecommendationSlider(props: RecommendationSliderProps) {
  return (
    <BlockErrorBoundary name={`RecommendationSlider:${props.containerName}`} fallback={<div data-testid="recommendation-slider-error" />}>
      <RecommendationSliderContent {...props} />
    </BlockErrorBoundary>
  );
}
