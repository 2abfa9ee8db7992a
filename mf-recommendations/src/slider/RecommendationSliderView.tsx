import { useEffect, useMemo, useRef } from 'react';
import { Carousel, useTracking, type CarouselBreakpoint } from '@storefront/ui';
import { readCardFlags } from '../card/card-flags';
import { CardTypeSpecimen } from '../card/CardTypeSpecimen';
import type { CardImageSize } from '../card/card-image-sizes';
import type { RecommendationCardModel } from '../model/recommendation-cards';
import { RECOMMENDATION_NEXT, RECOMMENDATION_PREVIOUS } from '../tracking/tracking-targets';
import { PRODUCT_CARD_GAP_PX } from './product-card-gap';
import { RecommendationCard } from './RecommendationCard';
import { sliderBreakpoints } from './slides-per-view';
import { useCardsInSteps } from './use-cards-in-steps';
import { useRootFontScale } from './useRootFontScale';
import './recommendation-slider.css';

export interface RecommendationSliderViewProps {
  cards: RecommendationCardModel[];
  trackingContainer: string;
  caption?: string;
  slidesPerViewXl?: number;
  id: string;
  imageSize?: CardImageSize;
  /** Scroll counts the caller chose, instead of the recommendation sliders' own (by root font scale). */
  breakpoints?: Readonly<Record<number, CarouselBreakpoint>>;
  /** The carousel region's name when there is no caption. */
  label?: string;
  className?: string;
  /** The page holds the slider's place while it fills (RecommendationSliderProps.placeHeld). */
  placeHeld?: boolean;
  /** Called once, when the slider shows every card at its final height (or has none to show). */
  onFilled?: () => void;
}

const DEFAULT_LABEL = 'Produktempfehlungen';

/** The carousel of recommendation cards; renders nothing without cards (spec section 5). */
export function RecommendationSliderView({
  cards,
  trackingContainer,
  caption,
  slidesPerViewXl,
  id,
  imageSize = 'recommendation',
  breakpoints: chosenBreakpoints,
  label = DEFAULT_LABEL,
  className,
  placeHeld = false,
  onFilled,
}: RecommendationSliderViewProps) {
  const tracking = useTracking();
  const scale = useRootFontScale();
  const breakpoints = useMemo(() => chosenBreakpoints ?? sliderBreakpoints(scale, slidesPerViewXl), [chosenBreakpoints, scale, slidesPerViewXl]);
  const { rendered, filling, layered, typeSpecimen, showNow } = useCardsInSteps(cards.length, { placeHeld });
  const latestOnFilled = useRef(onFilled);
  latestOnFilled.current = onFilled;
  const filled = !filling;
  useEffect(() => {
    if (filled) latestOnFilled.current?.();
  }, [filled]);
  if (cards.length === 0) return null;
  const flags = readCardFlags();
  // Every slide is there from the start (swiper, if it starts meanwhile, counts them all); the cards fill them in.
  const slides = cards.map((card, index) => ({
    key: card.key,
    content: index < rendered ? <RecommendationCard card={card} trackingContainer={trackingContainer} flags={flags} imageSize={imageSize} /> : null,
  }));
  const classNames = [
    'sf-recommendation-slider',
    filling ? 'sf-recommendation-slider--filling' : '',
    layered ? 'sf-recommendation-slider--layered' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // Under its cover a filling slider's cards can take keyboard focus: focus is never hidden, so it shows at once.
    <div className={classNames} {...(filling ? { 'aria-busy': true, onFocus: showNow } : {})}>
      {typeSpecimen && <CardTypeSpecimen />}
      {caption && <h2 className="sf-recommendation-slider__caption">{caption}</h2>}
      <Carousel
        id={id}
        label={caption ?? label}
        slides={slides}
        spaceBetween={PRODUCT_CARD_GAP_PX}
        breakpoints={breakpoints}
        onNext={() => tracking.click({ name: RECOMMENDATION_NEXT, id: trackingContainer })}
        onPrevious={() => tracking.click({ name: RECOMMENDATION_PREVIOUS, id: trackingContainer })}
      />
    </div>
  );
}
