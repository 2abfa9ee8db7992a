import { useCallback, useEffect, useRef, useState } from 'react';
import { useElementState } from '../element-state/use-element-state';
import { mediaQueryList } from '../layout/media-query-list';
import type { Swiper } from 'swiper';
import { reportError } from '@storefront/platform';
import { onFirstInteraction } from './first-interaction';
import type { CarouselEdges, SwiperSettings } from './swiper-enhancer';

/**
 * Touch screens have no hover to announce intent; there swiper comes as the carousel nears the viewport once the
 * shopper has started to use the page (a phone's first view downloads only what it shows; see useEarlySwipe for a
 * swipe that starts before swiper has arrived).
 */
const TOUCH_ONLY_QUERY = '(hover: none)';
const NEAR_VIEWPORT_MARGIN = '200px';

export interface SwiperOnIntent {
  viewportRef: (element: HTMLDivElement | null) => void;
  /** Loads and starts swiper once; resolves to it, or to undefined when swiper is not available. */
  enhance(): Promise<Swiper | undefined>;
  /** Swiper's edges once it runs; undefined before. */
  edges: CarouselEdges | undefined;
  /**
   * Whether swiper runs now (its listeners are attached). Read at the moment of an event: the edges come a render
   * later, and a touch in between belongs to swiper already.
   */
  isRunning(): boolean;
}

/**
 * Swiper (about 25 KB of compressed JavaScript) is fetched only when a shopper shows intent to use a carousel:
 * pointer over it, focus inside it, a touch, or an arrow click; on touch-only screens when it nears the viewport after
 * the shopper's first touch, scroll or key.
 * Until then the carousel is the same markup laid out by CSS, so nothing moves when swiper takes over.
 */
export function useSwiperOnIntent(settings: SwiperSettings, enabled: boolean): SwiperOnIntent {
  const [edges, setEdges] = useState<CarouselEdges>();
  const [viewport, viewportRef] = useElementState<HTMLDivElement>();
  const swiper = useRef<Promise<Swiper | undefined> | undefined>(undefined);
  const running = useRef(false);
  const mounted = useRef(true);
  const latestSettings = useRef(settings);
  latestSettings.current = settings;

  const enhance = useCallback((): Promise<Swiper | undefined> => {
    if (!enabled || !viewport) return Promise.resolve(undefined);
    swiper.current ??= import(/* webpackChunkName: "swiper-carousel" */ './swiper-enhancer')
      .then(({ enhanceWithSwiper }) => {
        if (!mounted.current) return undefined;
        const instance = enhanceWithSwiper(viewport, latestSettings.current, (next) => mounted.current && setEdges(next));
        running.current = true;
        return instance;
      })
      .catch((error: unknown) => {
        reportError(error, { component: 'Carousel', label: latestSettings.current.label });
        return undefined;
      });
    return swiper.current;
  }, [enabled, viewport]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      running.current = false;
      void swiper.current?.then((instance) => instance?.destroy(true, false));
      swiper.current = undefined;
    };
  }, []);

  useEffect(() => {
    if (!enabled || !viewport || !mediaQueryList(TOUCH_ONLY_QUERY).matches || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void enhance();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    const stopWaiting = onFirstInteraction(() => observer.observe(viewport));
    return () => {
      stopWaiting();
      observer.disconnect();
    };
  }, [enabled, viewport, enhance]);

  const isRunning = useCallback(() => running.current, []);
  return { viewportRef, enhance, edges, isRunning };
}
