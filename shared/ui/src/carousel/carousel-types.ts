import type { ReactNode } from 'react';

export interface CarouselBreakpoint {
  slidesPerView: number;
  slidesPerGroup?: number;
  spaceBetween?: number;
}

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

/** The carousel moves on by itself (never on phones); it gets a pause/play control. */
export interface CarouselAutoplay {
  /** How long each step stays before the next one comes, in ms. */
  delayMs: number;
}

export interface CarouselProps {
  /** Unique on the page; used for the skip anchor `#skip-{id}`. */
  id: string;
  /** Accessible name of the carousel region, in German. */
  label: string;
  slides: CarouselSlide[];
  slidesPerView?: number;
  slidesPerGroup?: number;
  spaceBetween?: number;
  /** Minimum viewport width in px -> settings from that width up. */
  breakpoints?: Record<number, CarouselBreakpoint>;
  /** Show previous/next buttons (default true). */
  arrows?: boolean;
  /** Disable sliding (e.g. too few items); slides are still shown. */
  disabled?: boolean;
  /** Move on by itself from the tablet breakpoint up (spec section 9: hero autoplay on except on mobile). */
  autoplay?: CarouselAutoplay;
  onNext?: () => void;
  onPrevious?: () => void;
  className?: string;
}
