import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { LifecycleProps } from '@storefront/contracts';
import { isTrackingDebugEnabled, subscribeToDebugSwitch } from './debug/debug-switch';
import { NavigationPageViews } from './page-view/navigation-page-views';
import { tracker } from './tracker';
import { getTrackingRuntime } from './tracker/current-runtime';

// Developers' view only: its code is fetched when the switch is on, not by every shopper's page.
const TrackingDebugPanel = lazy(() => import('./debug/TrackingDebugPanel').then(({ TrackingDebugPanel: panel }) => ({ default: panel })));

const subscribe = (listener: () => void) => subscribeToDebugSwitch(window, listener);
const readDebugSwitch = () => isTrackingDebugEnabled(window);

/**
 * Active on every route: sends one PAGE_VIEW per navigation and, for developers, shows the debug panel.
 * Renders nothing for shoppers.
 */
export function Root(_props: LifecycleProps) {
  // Kept across effect re-runs so a remount in development does not send the page view twice.
  const [pageViews] = useState(
    () => new NavigationPageViews({ win: window, trackPageView: (pageCode) => tracker.pageView({ pageCode }) }),
  );
  useEffect(() => {
    pageViews.start();
    return () => pageViews.stop();
  }, [pageViews]);

  const debugEnabled = useSyncExternalStore(subscribe, readDebugSwitch);
  // A top-level landmark at the end of the page, outside the shop's <main>, where the shell puts this slot.
  return debugEnabled
    ? createPortal(
        <Suspense fallback={null}>
          <TrackingDebugPanel runtime={getTrackingRuntime()} />
        </Suspense>,
        document.body,
      )
    : null;
}
