import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { configureLocalPlatform, onErrorReported, type ErrorReport } from '@storefront/platform';
import { TrackingPageProvider } from '@storefront/ui';
import { installFakeTracker, type FakeTracker } from './tracking-fake';
import { giveCarouselsWidth } from './swiper-layout';

export interface PageSetup {
  featureFlags?: Record<string, string>;
  carouselWidthPx?: number;
  /** Observed cards count as seen at once (they are in view from the start). */
  visibleAtOnce?: boolean;
}

export interface TestPage {
  tracker: FakeTracker;
  reports: ErrorReport[];
}

let cleanups: Array<() => void> = [];

afterEach(() => {
  cleanups.forEach((cleanup) => cleanup());
  cleanups = [];
});

/** Configures the platform like the shell does, with a fake tracker, and collects error reports. */
export function setUpPage({ featureFlags = {}, carouselWidthPx = 1000, visibleAtOnce = false }: PageSetup = {}): TestPage {
  configureLocalPlatform({ featureFlags });
  cleanups.push(giveCarouselsWidth(carouselWidthPx));
  const reports: ErrorReport[] = [];
  cleanups.push(onErrorReported((report) => reports.push(report)));
  return { tracker: installFakeTracker({ visibleAtOnce }), reports };
}

/** Renders inside the homepage's tracking page code, as mf-homepage-blocks does. */
export function renderOnHomepage(element: ReactElement) {
  const view = render(<TrackingPageProvider pageCode="web_home">{element}</TrackingPageProvider>);
  return {
    ...view,
    rerender: (next: ReactElement) => view.rerender(<TrackingPageProvider pageCode="web_home">{next}</TrackingPageProvider>),
  };
}

/** The swiper chunk is loaded lazily; transforming it the first time takes a moment in jest. */
export const CAROUSEL_LOAD_TIMEOUT = { timeout: 10_000 };

/** For tests that expect errors: reports are also logged, and the tests look at the reports themselves. */
export function silenceErrorLog(): void {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
