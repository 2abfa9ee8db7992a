import Cookies from 'js-cookie';
import { CONSENT_COOKIE, runPersonalisationCalls } from '@storefront/platform';
import type { TrackingTarget } from '@storefront/contracts';
import { fakeBackend, httpError, json, raw, setUpPlatform } from '@storefront/test-support';
import { backendWithSid, clearTrackingGlobals, settle, TAG_MANAGER_URL, tagManagerLoads } from '../test-support/browser-fakes';
import { obtainTrackingRuntime, platformServices } from './tracking-runtime';

const home = { pageCode: 'web_home' };
const arrow: TrackingTarget = { name: 'recommendation_next', id: 'container_1' };

let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  clearTrackingGlobals();
  setUpPlatform({ tagManagerUrl: TAG_MANAGER_URL });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  Cookies.remove(CONSENT_COOKIE);
});

function dataLayerEvents(): Array<{ event: string; sequence: number; sid: string; target?: TrackingTarget }> {
  return (window.dataLayer ?? []) as never;
}

describe('one queue per page', () => {
  it('registers itself on window.__storefrontTracking and is reused instead of created again', () => {
    backendWithSid('sid-1');
    const first = obtainTrackingRuntime(window);
    const second = obtainTrackingRuntime(window);

    expect(second).toBe(first);
    expect(window.__storefrontTracking).toEqual(expect.objectContaining({ instanceId: first.instanceId, instancesCreated: 1, reuses: 1, pushed: [] }));
    expect(typeof window.__storefrontTracking?.createdAt).toBe('string');
  });

  it('injects the tag manager script once, from the configured URL', async () => {
    backendWithSid('sid-1');
    obtainTrackingRuntime(window);
    obtainTrackingRuntime(window);
    await settle();
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(TAG_MANAGER_URL);
    expect(scripts[0]?.async).toBe(true);
  });

  it('replaces something foreign on window.__storefrontTracking and reports it', () => {
    backendWithSid('sid-1');
    (window as { __storefrontTracking?: unknown }).__storefrontTracking = { hello: 'world' };
    const runtime = obtainTrackingRuntime(window);
    expect(window.__storefrontTracking?.runtime).toBe(runtime);
    expect(consoleError).toHaveBeenCalledWith(
      '[storefront] window.__storefrontTracking holds something else; replaced by the tracking queue',
      expect.anything(),
    );
  });

  it('reports a missing tag manager URL; events then stay queued', async () => {
    setUpPlatform();
    backendWithSid('sid-1');
    const runtime = obtainTrackingRuntime(window);
    runtime.tracker.pageView(home);
    await settle();
    expect(consoleError).toHaveBeenCalledWith('[storefront] No tag manager URL configured; tracking events stay queued', expect.anything());
    expect(runtime.getSnapshot().pendingCount).toBe(1);
  });
});

describe('start-up in tasks of its own', () => {
  it('adds the tag manager and asks for the sid after the task creating the runtime, each in its own task', async () => {
    const { requests } = backendWithSid('sid-1');
    const runtime = obtainTrackingRuntime(window);
    runtime.tracker.pageView(home);
    expect(document.querySelector('script')).toBeNull();
    expect(requests).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(0);
    expect(document.querySelector('script')).not.toBeNull();
    expect(requests).toHaveLength(0);

    await settle();
    expect(requests).toHaveLength(1);
    tagManagerLoads();
    expect(dataLayerEvents().map(({ event, sequence }) => [event, sequence])).toEqual([['PAGE_VIEW', 1]]);
  });

  it('starts neither when the runtime is disposed before', async () => {
    const { requests } = backendWithSid('sid-1');
    obtainTrackingRuntime(window);
    window.__storefrontTracking?.dispose();
    await settle();
    expect(document.querySelector('script')).toBeNull();
    expect(requests).toHaveLength(0);
  });
});

describe('queueing in the browser', () => {
  it('asks GET /om/zdl/sid on the BFF as mf-tracking', async () => {
    const { requests } = backendWithSid('sid-1');
    obtainTrackingRuntime(window);
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.href).toBe('http://localhost:8090/om/zdl/sid');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.get('x-caller')).toBe('pet-storefront-web/mf-tracking');
  });

  it('holds events until the tag manager has loaded, then pushes them to window.dataLayer in raise order', async () => {
    backendWithSid('sid-1');
    const runtime = obtainTrackingRuntime(window);
    runtime.tracker.pageView(home);
    runtime.tracker.click(home, arrow);
    await settle();
    expect(dataLayerEvents()).toEqual([]);

    tagManagerLoads();
    runtime.tracker.impression(home, { name: 'product_card', id: '180101' });
    expect(dataLayerEvents().map(({ event, sequence, sid }) => [event, sequence, sid])).toEqual([
      ['PAGE_VIEW', 1, 'sid-1'],
      ['CLICK', 2, 'sid-1'],
      ['IMPRESSION', 3, 'sid-1'],
    ]);
    expect(window.__storefrontTracking?.pushed).toEqual(window.dataLayer);
  });

  it('counts a tag manager that was ready before the tracker started as loaded', async () => {
    window.storefrontTagManager = { ready: true };
    backendWithSid('sid-1');
    const runtime = obtainTrackingRuntime(window);
    runtime.tracker.pageView(home);
    await settle();
    expect(dataLayerEvents()).toHaveLength(1);
  });

  it('does not take the script load event for a loaded tag manager', async () => {
    backendWithSid('sid-1');
    const runtime = obtainTrackingRuntime(window);
    runtime.tracker.pageView(home);
    document.querySelector('script')?.dispatchEvent(new Event('load'));
    await settle();
    expect(dataLayerEvents()).toEqual([]);
  });

  it('keeps events queued, logs "Unable to fetch SID for tracking purposes" and sends them once a sid arrives', async () => {
    // One answer per sid request: an HTTP error, a body that is no sid, then the sid from then on.
    const brokenAnswers = [httpError(500), raw(['not', 'an', 'object'])];
    fakeBackend({ 'GET /om/zdl/sid': () => brokenAnswers.shift() ?? json({ sid: 'sid-late' }) });
    const runtime = obtainTrackingRuntime(window);
    tagManagerLoads();
    runtime.tracker.pageView(home);
    await settle();
    expect(consoleError).toHaveBeenCalledWith('[storefront] Unable to fetch SID for tracking purposes', expect.objectContaining({ status: 500 }));
    expect(dataLayerEvents()).toEqual([]);

    await jest.advanceTimersByTimeAsync(1_000);
    expect(consoleError).toHaveBeenLastCalledWith(
      '[storefront] Unable to fetch SID for tracking purposes',
      expect.objectContaining({ reason: 'unexpected response' }),
    );
    runtime.tracker.click(home, arrow);
    expect(dataLayerEvents()).toEqual([]);

    await jest.advanceTimersByTimeAsync(2_000);
    expect(dataLayerEvents().map(({ event, sid }) => [event, sid])).toEqual([
      ['PAGE_VIEW', 'sid-late'],
      ['CLICK', 'sid-late'],
    ]);
  });

  it('pushes through a data layer the tag manager replaced', async () => {
    backendWithSid('sid-1');
    const runtime = obtainTrackingRuntime(window);
    await settle();
    const forwarded: unknown[] = [];
    window.dataLayer = { push: (entry: unknown) => forwarded.push(entry) } as unknown as unknown[];
    tagManagerLoads();
    runtime.tracker.pageView(home);
    expect(forwarded).toEqual([expect.objectContaining({ event: 'PAGE_VIEW', sequence: 1 })]);
  });

  it('sends the details of spec section 7 with the audiences of the personalisation', async () => {
    Cookies.set(CONSENT_COOKIE, '1');
    backendWithSid('sid-1')
      .on('GET /v1/sites/{site_id}/audiences', () => json({ audiences: ['cat_owner', 'bonus_member'] }))
      .on('GET /v1/pet-type/site/{site_id}', () => json({ petTypes: ['cat'] }));
    const personalised = runPersonalisationCalls();
    await settle();
    await personalised;
    window.history.replaceState(null, '', '/eigenmarken?type=cat');
    const runtime = obtainTrackingRuntime(window);
    tagManagerLoads();
    runtime.tracker.pageView({ pageCode: 'web_ob_landing' });
    await settle();
    expect(dataLayerEvents()[0]).toEqual({
      event: 'PAGE_VIEW',
      pageCode: 'web_ob_landing',
      sid: 'sid-1',
      details: {
        domain: 'zooplus.de',
        locale: 'de-DE',
        siteId: 1,
        pageLocation: 'http://localhost/eigenmarken?type=cat',
        currencyCode: 'EUR',
        platform: 'WEB',
        audiences: ['cat_owner', 'bonus_member'],
      },
      sequence: 1,
    });
  });

  it('logs the page-code errors word for word through the platform logger', () => {
    backendWithSid('sid-1');
    const runtime = obtainTrackingRuntime(window);
    runtime.tracker.pageView({ pageCode: undefined });
    runtime.tracker.click({ pageCode: undefined }, arrow);
    expect(consoleError).toHaveBeenCalledWith('[storefront] Unable to track PAGE_VIEW as there is no page code available in context', expect.anything());
    expect(consoleError).toHaveBeenCalledWith('[storefront] No tracking page code was provided, unable to track CLICK', expect.anything());
    expect(runtime.getSnapshot().pendingCount).toBe(0);
  });
});

describe('platformServices', () => {
  it('reads the tag manager URL from the storefront config', () => {
    expect(platformServices.getTagManagerUrl()).toBe(TAG_MANAGER_URL);
  });
});

describe('events of a page left before the queue opened', () => {
  afterEach(() => window.sessionStorage.clear());

  /** The shopper follows a link to another document: this one is hidden, then gone; the next one starts fresh. */
  function leaveForNextDocument(): void {
    window.dispatchEvent(new Event('pagehide'));
    clearTrackingGlobals();
  }

  it('touches no storage while the runtime is created, and sends them first on the next page, also before its first task', async () => {
    backendWithSid('sid-1');
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const landing = obtainTrackingRuntime(window);
    expect(getItem).not.toHaveBeenCalled();
    landing.tracker.click(home, { name: 'hero_banner', id: 'slide_1' });
    leaveForNextDocument();

    const next = obtainTrackingRuntime(window);
    next.tracker.pageView({ pageCode: 'web_pdp' });
    tagManagerLoads();
    await settle();
    expect(dataLayerEvents().map(({ event, sequence, sid, target }) => [event, sequence, sid, target?.id])).toEqual([
      ['CLICK', 1, 'sid-1', 'slide_1'],
      ['PAGE_VIEW', 2, 'sid-1', undefined],
    ]);
    getItem.mockRestore();
  });
});
