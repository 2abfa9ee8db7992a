import Swiper from 'swiper';
import { A11y } from 'swiper/modules';
import type { CarouselBreakpoint } from './carousel-types';
import type { CarouselLayout } from './carousel-layout';

export interface CarouselEdges {
  atStart: boolean;
  atEnd: boolean;
}

export interface SwiperSettings extends CarouselLayout {
  label: string;
  breakpoints?: Record<number, CarouselBreakpoint>;
  /** The carousel sets aria-live on the slides itself (off while autoplay runs), so swiper must not. */
  ownsLiveRegion?: boolean;
}

/**
 * Turns the carousel's server-style markup (.swiper > .swiper-wrapper > .swiper-slide, rendered by React)
 * into a swiper. Swiper only sets styles, classes and ARIA attributes on the existing elements, so the
 * slides React rendered stay mounted: nothing is rendered twice. No Keyboard module: it listens on the whole document
 * and would take the arrow keys from every control on the page; the carousel handles them itself (CarouselTrack).
 */
export function enhanceWithSwiper(element: HTMLElement, settings: SwiperSettings, onEdgesChange: (edges: CarouselEdges) => void): Swiper {
  const reportEdges = (swiper: Swiper) => onEdgesChange({ atStart: swiper.isBeginning, atEnd: swiper.isEnd });
  return new Swiper(element, {
    modules: [A11y],
    a11y: {
      enabled: true,
      containerMessage: settings.label,
      slideLabelMessage: '{{index}} von {{slidesLength}}',
      wrapperLiveRegion: !settings.ownsLiveRegion,
    },
    slidesPerView: settings.slidesPerView,
    slidesPerGroup: settings.slidesPerGroup,
    spaceBetween: settings.spaceBetween,
    breakpoints: settings.breakpoints,
    watchOverflow: true,
    on: { init: reportEdges, slideChange: reportEdges, resize: reportEdges, lock: reportEdges, unlock: reportEdges },
  });
}
