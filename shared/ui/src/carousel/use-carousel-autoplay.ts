import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { TABLET_MIN_WIDTH } from '../layout/breakpoints';
import { useMediaQuery } from '../layout/use-media-query';
import type { CarouselAutoplay } from './carousel-types';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** Spec section 9: hero autoplay on except on mobile. */
const NOT_A_PHONE_QUERY = `(min-width: ${TABLET_MIN_WIDTH}px)`;
/** Share of the carousel that must be in view for it to play: nobody watches slides change off screen. */
const IN_VIEW_RATIO = 0.5;

export interface AutoplayInput {
  autoplay: CarouselAutoplay | undefined;
  /** There are more slides than fit into the view. */
  canSlide: boolean;
  /** The carousel's element, watched for being in view. */
  root: Element | null;
  /** Moves on by one step (back to the start after the last one). */
  advance(): void;
}

export interface CarouselAutoplayState {
  /** Autoplay applies here (configured, not on a phone, something to slide): the pause/play control shows. */
  available: boolean;
  /** Not paused by the shopper, nor by prefers-reduced-motion before they chose. */
  playing: boolean;
  /** The slides move by themselves right now. */
  running: boolean;
  toggle(): void;
  /** The pause/play control: focus on it does not pause, so it can start playing. */
  controlRef: (element: HTMLButtonElement | null) => void;
  /** For the carousel's element: hovering it or focus inside it pauses. */
  pauseHandlers: {
    onPointerEnter(): void;
    onPointerLeave(): void;
    onFocus(event: FocusEvent): void;
    onBlur(event: FocusEvent): void;
  };
}

function useInView(element: Element | null, enabled: boolean): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!enabled || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest) setInView(latest.isIntersecting && latest.intersectionRatio >= IN_VIEW_RATIO);
      },
      { threshold: [0, IN_VIEW_RATIO] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return inView;
}

/**
 * Autoplay of a carousel (spec section 9: on except on mobile) with what WCAG 2.2.2 asks of content that moves by
 * itself: a pause/play control, a pause while the pointer is over the carousel or focus is inside it, and no
 * motion under prefers-reduced-motion unless the shopper starts it. The steps are this hook's own timer; the first
 * one loads swiper, so swiper comes only after the first slide has been in view for a whole delay: never with a
 * phone's first download, where autoplay is off.
 */
export function useCarouselAutoplay({ autoplay, canSlide, root, advance }: AutoplayInput): CarouselAutoplayState {
  const notAPhone = useMediaQuery(NOT_A_PHONE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [choice, setChoice] = useState<boolean>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const control = useRef<HTMLButtonElement | null>(null);
  const latestAdvance = useRef(advance);
  latestAdvance.current = advance;

  const available = autoplay !== undefined && notAPhone === true && canSlide;
  const inView = useInView(root, available);
  const playing = choice ?? reducedMotion === false;
  const running = available && playing && inView && !hovered && !focused;
  const delayMs = autoplay?.delayMs;

  useEffect(() => {
    if (!running || delayMs === undefined) return;
    const timer = window.setInterval(() => latestAdvance.current(), delayMs);
    return () => window.clearInterval(timer);
  }, [running, delayMs]);

  return {
    available,
    playing,
    running,
    toggle: () => setChoice(!playing),
    controlRef: (element) => {
      control.current = element;
    },
    pauseHandlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: (event) => setFocused(event.target !== control.current),
      onBlur: (event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
      },
    },
  };
}
