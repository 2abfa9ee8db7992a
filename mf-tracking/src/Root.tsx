import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { LifecycleProps, PageCode } from '@storefront/contracts';
import { createPageAbTestPoll } from './ab-tests/page-ab-tests';
import { isTrackingDebugEnabled, subscribeToDebugSwitch } from './debug/debug-switch';
import { createNavigationPageViews } from './page-view/navigation-page-views';
import { tracker } from './tracker';
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
  // Kept across effect re-runs so a remount in development does not send the page view twice.
  const [pageViews] = useState(() => {
    const abTestsFrom = createPageAbTestPoll();
    const trackPageView = (pageCode: PageCode | undefined) => {
      tracker.pageView({ pageCode });
      // After the page view, so the queue sends the assignments after it.
      if (pageCode) abTestsFrom(pageCode);
    };
    return createNavigationPageViews({ win: window, trackPageView });
  });
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
