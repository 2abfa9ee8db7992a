import type { Page } from '@playwright/test';
import { declineConsent, expect, test } from '../fixtures';
import type { CollectedEvent, SampleApi } from '../support/sample-api-client';
import { liveManifest } from '../support/registry';
import { expectFragmentReady } from '../support/shell-page';
import { HeldClock } from '../support/held-clock';

// Functional consent is not needed for tracking; declining keeps the consent banner out of the way.
test.beforeEach(async ({ page }) => declineConsent(page));

interface TrackingEntry {
  event: string;
  pageCode: string;
  target?: { name: string; id: string };
  abTests?: Array<{ experiment: string; variant: string }>;
  sid: string;
  details: Record<string, unknown>;
  sequence: number;
}

interface RegistryView {
  instanceId: string;
  instancesCreated: number;
  reuses: number;
  pushedSequences: number[];
  pending: number;
  tagManagerReady: boolean;
}

/** What `window.__storefrontTracking` says about the page's one queue (null before a fragment loaded it). */
function readRegistry(page: Page): Promise<RegistryView | null> {
  return page.evaluate(() => {
    const registry = (
      window as unknown as {
        __storefrontTracking?: {
          instanceId: string;
          instancesCreated: number;
          reuses: number;
          pushed: Array<{ sequence: number }>;
          runtime: { getSnapshot(): { pendingCount: number } };
        };
        storefrontTagManager?: { ready?: unknown };
      }
    ).__storefrontTracking;
    if (!registry) return null;
    return {
      instanceId: registry.instanceId,
      instancesCreated: registry.instancesCreated,
      reuses: registry.reuses,
      pushedSequences: registry.pushed.map((entry) => entry.sequence),
      pending: registry.runtime.getSnapshot().pendingCount,
      tagManagerReady: (window as unknown as { storefrontTagManager?: { ready?: unknown } }).storefrontTagManager?.ready === true,
    };
  });
}

const asEntries = (events: CollectedEvent[]) => events as unknown as TrackingEntry[];
const describeEntry = (entry: TrackingEntry) => `${entry.event} ${entry.pageCode} ${entry.target?.name ?? ''}`.trim();

/** The homepage's first recommendation slider (mf-recommendations inside mf-homepage-blocks). */
function recommendationSlider(page: Page) {
  return page.locator('[data-content-type="RecommendationSlider"]').first();
}

/**
 * One queue instance on the page (created once, never a second copy), and the collector received exactly what
 * it pushed, in its order. Polled together because cards scrolling into view may still raise impressions.
 */
async function expectAllCollectedThroughOneInstance(page: Page, sampleApi: SampleApi): Promise<void> {
  expect(await readRegistry(page)).toMatchObject({ instancesCreated: 1, reuses: 0 });
  await expect
    .poll(
      async () => {
        const [registry, events] = await Promise.all([readRegistry(page), sampleApi.events()]);
        return JSON.stringify(asEntries(events).map((entry) => entry.sequence)) === JSON.stringify(registry?.pushedSequences);
      },
      { message: 'the collector holds exactly what the one queue pushed' },
    )
    .toBe(true);
}

function expectOneQueueOrder(entries: TrackingEntry[]): void {
  const sequences = entries.map((entry) => entry.sequence);
  // One counter, nothing lost, nothing twice: exactly 1..n, in the order the collector received them.
  expect(sequences).toEqual(sequences.map((_, index) => index + 1));
  const sids = new Set(entries.map((entry) => entry.sid));
  expect(sids.size).toBe(1);
  expect([...sids][0]).toMatch(/\S/);
}

test('events of two fragments reach the collector in raise order through one queue instance', async ({ page, sampleApi }) => {
  await page.goto('/');
  await expectFragmentReady(page, 'mf-tracking');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  // The first view fills the first screen (1280x720): the slider's place starts just below it, and its block loads
  // once the shopper scrolls (look-ahead.ts).
  await page.evaluate(() => window.scrollBy(0, 200));

  const slider = recommendationSlider(page);
  const next = slider.getByRole('button', { name: 'Nächste Elemente' });
  // Scroll once the cards are there: scrolled while still loading, they would end up below the fold.
  await expect(next).toBeVisible();
  await slider.scrollIntoViewIfNeeded();
  await next.click();

  await expect
    .poll(async () => asEntries(await sampleApi.events()).map(describeEntry))
    .toEqual(
      expect.arrayContaining([
        'PAGE_VIEW web_home', // raised by mf-tracking's app
        'CLICK web_home recommendation_next', // raised by mf-recommendations' slider
        'IMPRESSION web_home recommendation_product', // raised by mf-recommendations' cards
      ]),
    );

  await expectAllCollectedThroughOneInstance(page, sampleApi);
  const entries = asEntries(await sampleApi.events());
  expectOneQueueOrder(entries);
  const pageView = entries.find((entry) => entry.event === 'PAGE_VIEW');
  const click = entries.find((entry) => entry.event === 'CLICK');
  expect(pageView?.sequence).toBeLessThan(click?.sequence ?? 0);
  expect(click?.target).toEqual({ name: 'recommendation_next', id: expect.any(String) });
  expect(pageView?.details).toEqual({
    domain: 'zooplus.de',
    locale: 'de-DE',
    siteId: 1,
    pageLocation: expect.any(String),
    currencyCode: 'EUR',
    platform: 'WEB',
    audiences: expect.any(Array),
  });
  expect(new URL(String(pageView?.details.pageLocation)).pathname).toBe('/');
});

test("events raised before the tracking fragment has loaded arrive in raise order after the page's view, none lost", async ({ page, request, sampleApi }) => {
  // The tracking fragment's manifest is held back until the shopper has clicked twice (released by the test, not
  // after a time), and the page's clock with it: the registry's load time-out cannot end the wait meanwhile, however
  // slow the machine. Both clicks happen while no tracker is on the page.
  const clock = await HeldClock.install(page);
  let releaseTracking = () => {};
  const trackingHeld = new Promise<void>((resolve) => {
    releaseTracking = resolve;
  });
  await page.route(await liveManifest(request, 'mf_tracking'), async (route) => {
    void clock.hold();
    await trackingHeld;
    await route.continue();
  });
  await page.goto('/');
  await clock.hold();
  // The first view fills the first screen (1280x720): the slider's place starts just below it, and its block loads
  // once the shopper scrolls (look-ahead.ts).
  await page.evaluate(() => window.scrollBy(0, 200));
  const slider = recommendationSlider(page);
  const next = slider.getByRole('button', { name: 'Nächste Elemente' });
  await clock.until(() => next.isVisible(), "the slider's arrows");
  await slider.scrollIntoViewIfNeeded();
  await next.click();
  await slider.getByRole('button', { name: 'Vorherige Elemente' }).click();
  expect(await readRegistry(page)).toBeNull();

  releaseTracking();
  await clock.release();
  await expectFragmentReady(page, 'mf-tracking');
  await expect
    .poll(async () =>
      asEntries(await sampleApi.events())
        .map(describeEntry)
        .filter((entry) => entry.startsWith('CLICK')),
    )
    .toEqual(['CLICK web_home recommendation_next', 'CLICK web_home recommendation_previous']);
  await expectAllCollectedThroughOneInstance(page, sampleApi);
  const entries = asEntries(await sampleApi.events());
  expectOneQueueOrder(entries);
  // The clicks reached the queue before the tracking app had started: the page's view was sent before them, once.
  expect(entries.map(describeEntry).filter((entry) => /^(PAGE_VIEW|CLICK) /.test(entry))).toEqual([
    'PAGE_VIEW web_home',
    'CLICK web_home recommendation_next',
    'CLICK web_home recommendation_previous',
  ]);
});

test("the tracking fragment's scripts are requested only once the page's first screen is shown, and its page view arrives", async ({
  page,
  request,
  sampleApi,
}) => {
  const trackingOrigin = new URL(await liveManifest(request, 'mf_tracking')).origin;
  // The page's clock is held until the homepage is ready: the wait's upper limit (5 s of the page's time) cannot end
  // it on a slow machine, only the first screen can.
  const clock = await HeldClock.install(page);
  // One observer for both, so its records come in the order the page did them.
  await page.addInitScript((origin) => {
    const order: string[] = [];
    Object.assign(window, { __startOrder: order });
    const isTrackingScript = (node: Node) =>
      (node instanceof HTMLScriptElement && node.src.startsWith(origin)) ||
      (node instanceof HTMLLinkElement && node.href.startsWith(origin) && node.href.endsWith('.js'));
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as HTMLElement;
        if (
          record.type === 'attributes' &&
          target.dataset.fragment === 'mf-homepage-blocks' &&
          target.dataset.state === 'ready' &&
          !order.includes('page ready')
        ) {
          order.push('page ready');
        }
        if ([...record.addedNodes].some(isTrackingScript) && !order.includes('tracking requested')) order.push('tracking requested');
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  }, trackingOrigin);
  const startOrder = () => page.evaluate(() => (window as unknown as { __startOrder: string[] }).__startOrder);

  await page.goto('/');
  await clock.hold();
  await clock.until(async () => (await startOrder()).includes('page ready'), 'the homepage is ready');
  await clock.release();
  await expectFragmentReady(page, 'mf-tracking');
  expect(await startOrder()).toEqual(['page ready', 'tracking requested']);
  await expect.poll(async () => asEntries(await sampleApi.events({ event: 'PAGE_VIEW' })).map(describeEntry)).toEqual(['PAGE_VIEW web_home']);
});

test('with the tag manager delayed by 3 s, events wait in the queue and none is lost', async ({ page, sampleApi }) => {
  await sampleApi.addFault({ path: '/tag-manager.js', latencyMs: 3_000 });
  // The delayed script holds back the load event; the test works on the page while it waits.
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  await expect
    .poll(
      async () => {
        const registry = await readRegistry(page);
        return registry !== null && !registry.tagManagerReady && registry.pending >= 1 && registry.pushedSequences.length === 0;
      },
      { message: 'the page view waits for the tag manager' },
    )
    .toBe(true);
  // The first view fills the first screen (1280x720): the slider's place starts just below it, and its block loads
  // once the shopper scrolls (look-ahead.ts).
  await page.evaluate(() => window.scrollBy(0, 200));

  const slider = recommendationSlider(page);
  const next = slider.getByRole('button', { name: 'Nächste Elemente' });
  // Scroll once the cards are there: scrolled while still loading, they would end up below the fold.
  await expect(next).toBeVisible();
  await slider.scrollIntoViewIfNeeded();
  await next.click();

  await expect.poll(async () => (await readRegistry(page))?.tagManagerReady, { timeout: 15_000 }).toBe(true);
  await expect
    .poll(async () => asEntries(await sampleApi.events()).map(describeEntry))
    .toEqual(expect.arrayContaining(['PAGE_VIEW web_home', 'CLICK web_home recommendation_next']));

  await expectAllCollectedThroughOneInstance(page, sampleApi);
  expect(await readRegistry(page)).toMatchObject({ pending: 0 });
  expectOneQueueOrder(asEntries(await sampleApi.events()));
});

test('a page left before its events were sent hands them to the next page of the visit, which sends them first, once', async ({ page, sampleApi }) => {
  // The tag manager does not arrive on the first page: its page view waits in the queue when the shopper leaves it.
  let tagManagerHeld = true;
  await page.route(/\/tag-manager\.js/, async (route) => {
    if (!tagManagerHeld) return route.continue();
    await new Promise<void>(() => undefined);
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect
    .poll(async () => {
      const registry = await readRegistry(page);
      return registry !== null && registry.pending >= 1 && registry.pushedSequences.length === 0;
    })
    .toBe(true);
  tagManagerHeld = false;

  await page.goto('/account');
  await expectFragmentReady(page, 'mf-tracking');
  await expect
    .poll(async () =>
      asEntries(await sampleApi.events({ event: 'PAGE_VIEW' })).map((entry) => [entry.pageCode, new URL(String(entry.details.pageLocation)).pathname]),
    )
    .toEqual([
      ['web_home', '/'],
      ['web_account_overview', '/account'],
    ]);
  await expectAllCollectedThroughOneInstance(page, sampleApi);
  expectOneQueueOrder(asEntries(await sampleApi.events()));
});

test('every route change sends one page view with the page code of the route', async ({ page, sampleApi }) => {
  await page.goto('/');
  await expectFragmentReady(page, 'mf-tracking');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await navigation.getByRole('link', { name: 'Mein Konto' }).click();
  await expectFragmentReady(page, 'mf-account-overview');
  await navigation.getByRole('link', { name: 'Startseite' }).click();
  await expectFragmentReady(page, 'mf-homepage-blocks');

  const pageViews = async () =>
    asEntries(await sampleApi.events({ event: 'PAGE_VIEW' })).map((entry) => [entry.pageCode, new URL(String(entry.details.pageLocation)).pathname]);
  await expect.poll(pageViews).toEqual([
    ['web_home', '/'],
    ['web_account_overview', '/account'],
    ['web_home', '/'],
  ]);
  // Page views are raised synchronously on the routing event, so a duplicate would already be in the queue.
  const pushedPageViews = await page.evaluate(
    () =>
      (window as unknown as { __storefrontTracking?: { pushed: Array<{ event: string }> } }).__storefrontTracking?.pushed.filter(
        (entry) => entry.event === 'PAGE_VIEW',
      ).length,
  );
  expect(pushedPageViews).toBe(3);
});

test("the A/B-testing script's assignments reach the collector once, after the page view, and a new experiment of a later page too", async ({
  page,
  sampleApi,
}) => {
  await page.goto('/');
  await expectFragmentReady(page, 'mf-tracking');
  // The sample backend's tag-manager stand-in publishes two assignments 1.2 s after it runs.
  const published = await page.waitForFunction(() => (window as unknown as { abTestData?: unknown }).abTestData).then((handle) => handle.jsonValue());
  expect(published).toHaveLength(2);
  await expect
    .poll(async () => asEntries(await sampleApi.events({ event: 'AB_TEST' })).map((entry) => [entry.pageCode, entry.abTests]))
    .toEqual([['web_home', published]]);

  // The next page: the same assignments are not sent again; the experiment it starts is.
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await navigation.getByRole('link', { name: 'Mein Konto' }).click();
  await expectFragmentReady(page, 'mf-account-overview');
  await navigation.getByRole('link', { name: 'Eigenmarken' }).click();
  await expectFragmentReady(page, 'mf-own-brand');
  const started = [...(published as object[]), { experiment: 'eigenmarken_chips', variant: 'B' }];
  await page.evaluate((assignments) => {
    (window as unknown as { abTestData?: unknown }).abTestData = assignments;
  }, started);
  await expect
    .poll(async () => asEntries(await sampleApi.events({ event: 'AB_TEST' })).map((entry) => [entry.pageCode, entry.abTests]))
    .toEqual([
      ['web_home', published],
      ['web_ob_landing', started],
    ]);

  await expectAllCollectedThroughOneInstance(page, sampleApi);
  const entries = asEntries(await sampleApi.events());
  expectOneQueueOrder(entries);
  expect(entries.filter((entry) => ['PAGE_VIEW', 'AB_TEST'].includes(entry.event)).map((entry) => `${entry.event} ${entry.pageCode}`)).toEqual([
    'PAGE_VIEW web_home',
    'AB_TEST web_home',
    'PAGE_VIEW web_account_overview',
    'PAGE_VIEW web_ob_landing',
    'AB_TEST web_ob_landing',
  ]);
  expect(entries.find((entry) => entry.event === 'AB_TEST')?.details).toEqual(entries.find((entry) => entry.event === 'PAGE_VIEW')?.details);
});

test('the debug panel lists the pushed events for developers, and is absent for shoppers', async ({ page }) => {
  await page.goto('/');
  await expectFragmentReady(page, 'mf-tracking');
  await expect(page.getByRole('complementary', { name: 'Tracking-Debug' })).toHaveCount(0);
  // Sent before the page is left: a page view still waiting would come along to the next page (the next test).
  await expect.poll(async () => (await readRegistry(page))?.pushedSequences.length).toBeGreaterThan(0);
  expect(await readRegistry(page)).toMatchObject({ pending: 0 });

  await page.goto('/?tracking-debug=1');
  const panel = page.getByRole('complementary', { name: 'Tracking-Debug' });
  await expect(panel.getByRole('heading', { name: 'Tracking-Debug' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Gesendete Ereignisse' }).getByRole('listitem').filter({ hasText: 'PAGE_VIEW · web_home' })).toHaveCount(1);
  const registry = await readRegistry(page);
  await expect(panel.getByText(registry?.instanceId ?? 'no instance')).toBeVisible();
});
