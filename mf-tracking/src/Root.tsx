import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { LifecycleProps } from '@storefront/contracts';
import { isTrackingDebugEnabled, subscribeToDebugSwitch } from './debug/debug-switch';
import { currentPageViews } from './page-view/current-page-views';
import { getTrackingRuntime } from './tracker/current-runtime';

// Developers' view only: its code is fetched when the switch is on, not by every shopper's page.
const TrackingDebugPanel = lazy(() => import('./debug/TrackingDebugPanel').then(({ TrackingDebugPanel: panel }) => ({ default: panel })));

const subscribe = (listener: () => void) => subscribeToDebugSwitch(window, listener);
const readDebugSwitch = () => isTrackingDebugEnabled(window);

/**
 * Active on every route: sends one PAGE_VIEW per navigation, then the shopper's A/B-test assignments as they appear,
 * and, for developers, shows the debug panel.
 * Renders nothing for shoppers.
 */
export function Root(_props: LifecycleProps) {
  // The page's own (a remount in development sends no second page view), maybe started already by an early tap.
  useEffect(() => {
    const pageViews = currentPageViews();
    pageViews?.start();
    return () => pageViews?.stop();
  }, []);

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
