import type { TrackerModule } from '@storefront/contracts';
import { createLocalConfig } from '@storefront/platform/local-config';
import { backendWithSid, clearTrackingGlobals, settle, TAG_MANAGER_URL, tagManagerLoads } from '../test-support/browser-fakes';

type Platform = typeof import('@storefront/platform');

/** Loads the tracker module as a fresh page would: its own module instances, the platform configured or not. */
function loadTrackerModule({ configured }: { configured: boolean }): TrackerModule & typeof import('./index') {
  let loaded: TrackerModule & typeof import('./index') = undefined as never;
  jest.isolateModules(() => {
    const platform = jest.requireActual<Platform>('@storefront/platform');
    // This page's own platform instance, configured as @storefront/test-support's setUpPlatform does.
    if (configured) platform.configurePlatform(createLocalConfig({ errorReportingUrl: undefined, tagManagerUrl: TAG_MANAGER_URL }));
    loaded = jest.requireActual('./index');
  });
  return loaded;
}

beforeEach(() => {
  jest.useFakeTimers();
  clearTrackingGlobals();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  backendWithSid('sid-1');
});

afterEach(() => {
  clearTrackingGlobals();
  jest.clearAllTimers();
  jest.useRealTimers();
});

it('creates the queue and loads the tag manager as soon as a fragment loads the module', async () => {
  loadTrackerModule({ configured: true });
  expect(window.__storefrontTracking?.instancesCreated).toBe(1);
  await settle();
  expect(document.querySelector(`script[src="${TAG_MANAGER_URL}"]`)).not.toBeNull();
});

it('reuses the page queue when a second copy of the module is loaded', async () => {
  const first = loadTrackerModule({ configured: true });
  const second = loadTrackerModule({ configured: true });
  tagManagerLoads();
  await settle();

  first.tracker.pageView({ pageCode: 'web_home' });
  second.tracker.click({ pageCode: 'web_home' }, { name: second.RECOMMENDATION_NEXT, id: 'container_1' });
  expect(window.__storefrontTracking).toEqual(expect.objectContaining({ instancesCreated: 1, reuses: 1 }));
  expect(window.dataLayer).toEqual([
    expect.objectContaining({ event: 'PAGE_VIEW', sequence: 1 }),
    // The second copy sends the page's view first too: the first copy's was a fragment's own, not the page's.
    expect.objectContaining({ event: 'PAGE_VIEW', sequence: 2 }),
    expect.objectContaining({ event: 'CLICK', sequence: 3, target: { name: 'recommendation_next', id: 'container_1' } }),
  ]);
  expect(document.querySelectorAll('script')).toHaveLength(1);
});

describe("the page view before the page's other events (a tap before the tracking app has started)", () => {
  beforeEach(() => window.history.replaceState(null, '', '/eigenmarken?type=dog'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("sends the current page's view first, once, when a click or an impression comes before it", async () => {
    const { tracker } = loadTrackerModule({ configured: true });
    tagManagerLoads();
    await settle();

    tracker.click({ pageCode: 'web_ob_landing' }, { name: 'product_card', id: '1' });
    tracker.impression({ pageCode: 'web_ob_landing' }, { name: 'banner', id: '2' });
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'PAGE_VIEW', pageCode: 'web_ob_landing', sequence: 1 }),
      expect.objectContaining({ event: 'CLICK', sequence: 2 }),
      expect.objectContaining({ event: 'IMPRESSION', sequence: 3 }),
    ]);
  });

  it('shares the page it has viewed with a second copy of the module, and views the next page before its events', async () => {
    const first = loadTrackerModule({ configured: true });
    const second = loadTrackerModule({ configured: true });
    tagManagerLoads();
    await settle();

    first.tracker.click({ pageCode: 'web_ob_landing' }, { name: 'product_card', id: '1' });
    second.tracker.click({ pageCode: 'web_ob_landing' }, { name: 'product_card', id: '2' });
    window.history.pushState(null, '', '/account');
    second.tracker.impression({ pageCode: 'web_account_overview' }, { name: 'banner', id: '3' });
    expect((window.dataLayer as Array<{ event: string; pageCode: string }>).map(({ event, pageCode }) => `${event} ${pageCode}`)).toEqual([
      'PAGE_VIEW web_ob_landing',
      'CLICK web_ob_landing',
      'CLICK web_ob_landing',
      'PAGE_VIEW web_account_overview',
      'IMPRESSION web_account_overview',
    ]);
  });
});

it('never throws into the calling fragment, and reports, when tracking cannot start', () => {
  const { tracker } = loadTrackerModule({ configured: false });
  expect(() => tracker.click({ pageCode: 'web_home' }, { name: 'product_card', id: '1' })).not.toThrow();
  expect(window.__storefrontTracking).toBeUndefined();
  expect(console.error).toHaveBeenCalledWith(
    '[storefront] The storefront platform is not configured: call configurePlatform() first.',
    expect.objectContaining({ fragment: 'mf-tracking', consequence: 'event not tracked' }),
  );
});

it('exports the constants fragments use for banners, hero banners and recommendation arrows', () => {
  const module = loadTrackerModule({ configured: false });
  expect(module.BANNER_IMPRESSION_DELAY_MS).toBe(500);
  expect(module.HERO_BANNER_THRESHOLD).toBe(0.5);
  expect(module.RECOMMENDATION_NEXT).toBe('recommendation_next');
  expect(module.RECOMMENDATION_PREVIOUS).toBe('recommendation_previous');
  expect(typeof module.observeImpression).toBe('function');
});
