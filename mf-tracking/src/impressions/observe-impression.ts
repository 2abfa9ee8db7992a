import { reportError, type LogContext } from '@storefront/platform';
import type { ImpressionOptions } from '@storefront/contracts';

/** Spec section 9: an element counts as seen when all of it is visible, unless told otherwise. */
export const DEFAULT_IMPRESSION_THRESHOLD = 1;

/** Layout rounding can leave a fully visible element at a ratio of 0.9999. */
const RATIO_TOLERANCE = 0.001;

export type ObserveImpression = (element: Element, onImpression: () => void, options?: ImpressionOptions) => () => void;

export interface ImpressionObserverEnvironment {
  /** Read at every call, so a missing browser feature is detected where it matters. */
  getIntersectionObserver(): typeof IntersectionObserver | undefined;
  report(error: unknown, context: LogContext): void;
}

const browserEnvironment: ImpressionObserverEnvironment = {
  getIntersectionObserver: () => (typeof IntersectionObserver === 'function' ? IntersectionObserver : undefined),
  report: reportError,
};

const noop = () => undefined;

/**
 * Creates an impression observer with its own memory of elements already counted.
 * The page uses one (`observeImpression`); tests create their own.
 */
export function createImpressionObserver(environment: ImpressionObserverEnvironment = browserEnvironment): ObserveImpression {
  const counted = new WeakSet<Element>();
  let missingSupportReported = false;

  return function observe(element, onImpression, options) {
    if (!(element instanceof Element) || typeof onImpression !== 'function') {
      environment.report(new Error('observeImpression needs an element and a callback'), { fragment: 'mf-tracking' });
      return noop;
    }
    if (counted.has(element)) return noop;
    const Observer = environment.getIntersectionObserver();
    if (!Observer) {
      if (!missingSupportReported) {
        missingSupportReported = true;
        environment.report(new Error('IntersectionObserver is not supported; impressions are not tracked'), {
          fragment: 'mf-tracking',
        });
      }
      return noop;
    }
    const { threshold, delayMs } = readOptions(options, environment);
    let pendingImpression: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let observer: IntersectionObserver | undefined;
    let watchedRatio = threshold;

    const cancelPending = () => {
      if (pendingImpression !== undefined) clearTimeout(pendingImpression);
      pendingImpression = undefined;
    };
    const stop = () => {
      stopped = true;
      cancelPending();
      observer?.disconnect();
    };
    const count = () => {
      pendingImpression = undefined;
      // Another observation of the same element may have counted it meanwhile.
      if (stopped || counted.has(element)) {
        stop();
        return;
      }
      counted.add(element);
      stop();
      try {
        onImpression();
      } catch (error) {
        environment.report(error, { fragment: 'mf-tracking', operation: 'onImpression' });
      }
    };
    const watch = (ratio: number) => {
      observer?.disconnect();
      watchedRatio = ratio;
      observer = new Observer(onEntries, { threshold: thresholdsUpTo(ratio) });
      observer.observe(element);
    };
    function onEntries(entries: IntersectionObserverEntry[]) {
      const latest = entries.filter((entry) => entry.target === element).at(-1);
      if (!latest || stopped) return;
      const neededRatio = Math.min(threshold, largestVisibleRatio(latest));
      // The browser calls back only when the ratio crosses a threshold: one the element can reach.
      if (Math.abs(neededRatio - watchedRatio) > RATIO_TOLERANCE) watch(neededRatio);
      const visible = latest.isIntersecting && latest.intersectionRatio >= neededRatio - RATIO_TOLERANCE;
      if (!visible) {
        // Leaving the view before the delay has passed cancels the impression (spec section 4).
        cancelPending();
        return;
      }
      if (pendingImpression !== undefined) return;
      if (delayMs === 0) count();
      else pendingImpression = setTimeout(count, delayMs);
    }

    watch(threshold);
    return stop;
  };
}

/**
 * Tenths below the needed ratio call back as the element comes into view or grows, so its size is read again
 * (Chromium calls back for a threshold list of [1] only when that threshold is crossed).
 */
const GEOMETRY_STEPS = 10;

function thresholdsUpTo(neededRatio: number): number[] {
  const steps = Array.from({ length: Math.ceil(neededRatio * GEOMETRY_STEPS) }, (_, index) => index / GEOMETRY_STEPS);
  return [...steps, neededRatio];
}

/**
 * The most of an element the window can show at once: all of it, unless it is taller or wider than the window (a
 * banner on a phone held sideways, a zoomed page). Filling the window then counts as all of it being seen.
 */
function largestVisibleRatio(entry: IntersectionObserverEntry): number {
  const root = entry.rootBounds;
  const { width, height } = entry.boundingClientRect;
  if (!root || width <= 0 || height <= 0) return 1;
  return shownShare(root.width, width) * shownShare(root.height, height);
}

/** A scroll position between pixels can leave a window-filling element part of a pixel short of the window. */
function shownShare(rootLength: number, elementLength: number): number {
  return elementLength <= rootLength ? 1 : Math.max(0, rootLength - 1) / elementLength;
}

function readOptions(options: ImpressionOptions | undefined, environment: ImpressionObserverEnvironment): { threshold: number; delayMs: number } {
  const threshold = options?.threshold ?? DEFAULT_IMPRESSION_THRESHOLD;
  const delayMs = options?.delayMs ?? 0;
  const thresholdValid = typeof threshold === 'number' && threshold >= 0 && threshold <= 1;
  const delayValid = typeof delayMs === 'number' && Number.isFinite(delayMs) && delayMs >= 0;
  if (!thresholdValid || !delayValid) {
    environment.report(new Error('Impression options out of range; defaults used'), {
      fragment: 'mf-tracking',
      threshold: String(threshold),
      delayMs: String(delayMs),
    });
  }
  return {
    threshold: thresholdValid ? threshold : DEFAULT_IMPRESSION_THRESHOLD,
    delayMs: delayValid ? delayMs : 0,
  };
}

/** The page's observer: once per element for the whole page, whichever fragment observes it. */
export const observeImpression: ObserveImpression = createImpressionObserver();
