import type { ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import type { ErrorReport } from '@storefront/platform';
import { afterThisTest, collectReports, installFakeTracker, setUpPlatform, type FakeTracker } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import { giveCarouselsWidth } from './swiper-layout';

export interface PageSetup {
  featureFlags?: Record<string, string>;
  carouselWidthPx?: number;
  /** Observed cards count as seen at once (they are in view from the start). */
  visibleAtOnce?: boolean;
}

export interface TestPage {
  tracker: FakeTracker;
  /** The error reports of the test; their logging is kept out of the output. */
  reports: ErrorReport[];
}

/** Configures the platform like the shell does, with a fake tracker, and collects error reports. */
export function setUpPage({ featureFlags = {}, carouselWidthPx = 1000, visibleAtOnce = false }: PageSetup = {}): TestPage {
  setUpPlatform({ featureFlags });
  afterThisTest(giveCarouselsWidth(carouselWidthPx));
  return { tracker: installFakeTracker({ visibleAtOnce }), reports: collectReports() };
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

/** Resolves once every slider on the page shows all its cards (they are laid out a few per frame: use-cards-in-steps.ts). */
export async function sliderFilled(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.sf-recommendation-slider--filling')).toBeNull());
}
