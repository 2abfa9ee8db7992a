import { useMemo } from 'react';
import type { RecommendationSliderProps } from '@storefront/contracts';
import { BlockErrorBoundary, useTracking } from '@storefront/ui';
import { buildRecommendationCards } from '../model/recommendation-cards';
import { useReportProblems } from '../model/useReportProblems';
import { RecommendationSliderView } from './RecommendationSliderView';
import { sliderId } from './slider-id';
import { trackingContainerOf } from '../model/tracking-container';

/** The slider as this fragment's own pages render it: also told when it has filled (HomeRecommendations). */
export interface OwnRecommendationSliderProps extends RecommendationSliderProps {
  /** Called once the slider shows every card at its final height, has none to show, or failed to render. */
  onFilled?: () => void;
}

function RecommendationSliderContent(props: OwnRecommendationSliderProps) {
  const { recommendations, caption, label, slidesPerViewXl, id, catalogProducts, placeHeld, onFilled } = props;
  const trackingContainer = trackingContainerOf(props);
  const { pageCode } = useTracking();
  const { cards, problems } = useMemo(() => {
    if (!Array.isArray(recommendations)) return { cards: [], problems: ['recommendations is not a list'] };
    return buildRecommendationCards({
      items: recommendations,
      trackingContainer,
      pageName: pageCode,
      ...(catalogProducts ? { catalogProducts } : {}),
    });
  }, [recommendations, trackingContainer, pageCode, catalogProducts]);
  useReportProblems('RecommendationSlider', problems, { trackingContainer });
  return (
    <RecommendationSliderView
      cards={cards}
      trackingContainer={trackingContainer}
      id={sliderId(id, trackingContainer)}
      {...(caption ? { caption } : {})}
      {...(label ? { label } : {})}
      {...(slidesPerViewXl !== undefined ? { slidesPerViewXl } : {})}
      {...(placeHeld ? { placeHeld } : {})}
      {...(onFilled ? { onFilled } : {})}
    />
  );
}

/** The recommendation slider with its own error boundary; a render error leaves an empty marker (spec section 8). */
export function RecommendationSlider(props: OwnRecommendationSliderProps) {
  return (
    <BlockErrorBoundary
      name={`RecommendationSlider:${trackingContainerOf(props)}`}
      fallback={<div data-testid="recommendation-slider-error" />}
      {...(props.onFilled ? { onError: props.onFilled } : {})}
    >
      <RecommendationSliderContent {...props} />
    </BlockErrorBoundary>
  );
}
