import { type CSSProperties } from 'react';
import { useElementState } from '../element-state/use-element-state';
import { ArrowIcon } from './ArrowIcon';
import { AutoplayToggle } from './AutoplayToggle';
import { carouselKeyStep } from './carousel-keys';
import type { CarouselProps } from './carousel-types';
import { useCarouselAutoplay } from './use-carousel-autoplay';
import { useCarouselLayout } from './use-carousel-layout';
import { useEarlySwipe, type SwipeDirection } from './use-early-swipe';
import { useSwiperOnIntent } from './use-swiper-on-intent';

const DEFAULT_SPACE_BETWEEN_PX = 16;

/**
 * The slides in swiper's markup with the arrow buttons. CSS lays the slides out as swiper will; swiper itself
 * is loaded on the first sign of use (see useSwiperOnIntent) or with the first step of autoplay.
 */
export function CarouselTrack({
  label,
  slides,
  slidesPerView = 1,
  slidesPerGroup,
  spaceBetween = DEFAULT_SPACE_BETWEEN_PX,
  breakpoints,
  arrows = true,
  disabled = false,
  autoplay: autoplaySettings,
  onNext,
  onPrevious,
}: CarouselProps) {
  const [root, rootRef] = useElementState<HTMLDivElement>();
  const base = { slidesPerView, slidesPerGroup: slidesPerGroup ?? 1, spaceBetween };
  const layout = useCarouselLayout(base, breakpoints);
  const ownsLiveRegion = autoplaySettings !== undefined;
  // Swiper gets the base settings and resolves its breakpoints itself, as the viewport changes.
  const { viewportRef, enhance, edges, isRunning } = useSwiperOnIntent({ label, breakpoints, ownsLiveRegion, ...base }, !disabled);
  const autoplay = useCarouselAutoplay({
    autoplay: autoplaySettings,
    canSlide: !disabled && slides.length > layout.slidesPerView,
    root,
    advance: () => void enhance().then((swiper) => (swiper?.isEnd ? swiper.slideTo(0) : swiper?.slideNext())),
  });
  const atStart = edges?.atStart ?? true;
  const atEnd = edges?.atEnd ?? slides.length <= layout.slidesPerView;
  const showArrows = arrows && !disabled;
  const previous = () => {
    onPrevious?.();
    void enhance().then((swiper) => swiper?.slidePrev());
  };
  const next = () => {
    onNext?.();
    void enhance().then((swiper) => swiper?.slideNext());
  };
  const layoutStyle = {
    '--sf-carousel-per-view': layout.slidesPerView,
    '--sf-carousel-gap': `${layout.spaceBetween}px`,
  } as CSSProperties;
  const showIntent = () => void enhance();
  const step = (direction: SwipeDirection) => void enhance().then((swiper) => (direction === 'next' ? swiper?.slideNext() : swiper?.slidePrev()));
  const earlySwipe = useEarlySwipe(isRunning, step);
  const { pauseHandlers } = autoplay;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it only takes the arrow keys bubbling up from its own controls and slides
    <div
      ref={rootRef}
      className="sf-carousel"
      onPointerEnter={() => {
        pauseHandlers.onPointerEnter();
        showIntent();
      }}
      onPointerLeave={pauseHandlers.onPointerLeave}
      onFocus={(event) => {
        pauseHandlers.onFocus(event);
        showIntent();
      }}
      onBlur={pauseHandlers.onBlur}
      onTouchStart={(event) => {
        earlySwipe.onTouchStart(event);
        showIntent();
      }}
      onTouchEnd={earlySwipe.onTouchEnd}
      // Arrow keys move the carousel only with the focus inside it (its slides or its buttons); elsewhere on the page
      // they keep their own use, such as scrolling a row of chips.
      onKeyDown={(event) => {
        const direction = disabled ? undefined : carouselKeyStep(event);
        if (!direction) return;
        event.preventDefault();
        step(direction);
      }}
    >
      {showArrows && (
        <button type="button" className="sf-carousel__arrow sf-carousel__arrow--prev" aria-label="Vorherige Elemente" disabled={atStart} onClick={previous}>
          <ArrowIcon direction="left" />
        </button>
      )}
      <div className="swiper sf-carousel__viewport" ref={viewportRef} style={layoutStyle}>
        {/* First in the focus order, over the slides; swiper leaves elements beside its wrapper alone. */}
        {autoplay.available && <AutoplayToggle autoplay={autoplay} />}
        <div className="swiper-wrapper" aria-live={ownsLiveRegion ? (autoplay.running ? 'off' : 'polite') : undefined}>
          {slides.map((slide, index) => (
            <div key={slide.key} className="swiper-slide" role="group" aria-label={`${index + 1} von ${slides.length}`}>
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {showArrows && (
        <button type="button" className="sf-carousel__arrow sf-carousel__arrow--next" aria-label="Nächste Elemente" disabled={atEnd} onClick={next}>
          <ArrowIcon direction="right" />
        </button>
      )}
    </div>
  );
}
