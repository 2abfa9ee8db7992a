import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import type { ImpressionOptions, TrackingData, TrackingTarget } from '@storefront/contracts';
import { endFirstScreenWaitIfSupported } from '../scheduling/first-screen-wait';
import { getTrackerModule } from './tracker-loader';

const PageCodeContext = createContext<string | undefined>(undefined);

/** Sets the tracking page code (e.g. web_home) for everything rendered inside, across fragments. */
export function TrackingPageProvider({ pageCode, children }: { pageCode: string; children: ReactNode }) {
  return <PageCodeContext.Provider value={pageCode}>{children}</PageCodeContext.Provider>;
}

export interface BoundTracking {
  pageCode: string | undefined;
  click(target: TrackingTarget, data?: TrackingData): void;
}

/** Tracking bound to the page code of the surrounding TrackingPageProvider. */
export function useTracking(): BoundTracking {
  const pageCode = useContext(PageCodeContext);
  const click = useCallback(
    (target: TrackingTarget, data?: TrackingData) => {
      // The shopper acted: the tracker is wanted now, not once the first screen has settled (a tap may leave the page).
      endFirstScreenWaitIfSupported();
      void getTrackerModule().then((module) => module?.tracker.click({ pageCode }, target, data));
    },
    [pageCode],
  );
  return useMemo(() => ({ pageCode, click }), [pageCode, click]);
}

/**
 * A ref callback that tracks the element's impression once, when it has been visible long enough
 * (threshold and delay from the options; see mf-tracking's observer).
 */
export function useImpression(target: TrackingTarget, options?: ImpressionOptions, data?: TrackingData): (element: Element | null) => () => void {
  const pageCode = useContext(PageCodeContext);
  const latest = useRef({ target, options, data, pageCode });
  latest.current = { target, options, data, pageCode };
  const { name, id } = target;
  return useCallback(
    (element: Element | null) => {
      let stop: (() => void) | undefined;
      let detached = false;
      if (element) {
        void getTrackerModule().then((module) => {
          if (!module || detached) return;
          const current = latest.current;
          stop = module.observeImpression(
            element,
            () => module.tracker.impression({ pageCode: current.pageCode }, { name, id }, current.data),
            current.options,
          );
        });
      }
      return () => {
        detached = true;
        stop?.();
      };
    },
    [name, id],
  );
}
