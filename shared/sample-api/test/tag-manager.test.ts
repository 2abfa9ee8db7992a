// The tag-manager stand-in, executed in a sandboxed fake window: delay, drain, forwarding order, ready signal.
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { SAMPLE_AB_TESTS } from '../src/tracking/tag-manager-script';
import { testServer } from './helpers/server';

interface FakeBrowser {
  window: Record<string, unknown> & { dataLayer?: unknown[] };
  timers: Array<{ fn: () => void; ms: number }>;
  requests: Array<{ url: string; init: { method: string; body: string; keepalive: boolean; headers: Record<string, string>; signal: unknown } }>;
  dispatched: string[];
  run: (code: string) => unknown;
}

function fakeBrowser(scriptSrc = 'http://localhost:8090/tag-manager.js'): FakeBrowser {
  const browser: FakeBrowser = {
    window: {},
    timers: [],
    requests: [],
    dispatched: [],
    run: () => undefined,
  };
  browser.window.location = { href: 'http://localhost:8080/' };
  browser.window.dispatchEvent = (event: { type: string }) => browser.dispatched.push(event.type);
  const context = vm.createContext({
    window: browser.window,
    document: { currentScript: { src: scriptSrc } },
    setTimeout: (fn: () => void, ms: number) => browser.timers.push({ fn, ms }),
    fetch: (url: string, init: FakeBrowser['requests'][number]['init']) => {
      browser.requests.push({ url, init });
      return Promise.resolve({ ok: true });
    },
    URL,
    AbortSignal: { timeout: (ms: number) => ({ abortsAfterMs: ms }) },
    Event: class {
      constructor(readonly type: string) {}
    },
  });
  browser.run = (code) => vm.runInContext(code, context);
  return browser;
}

/** Lets queued promise callbacks run (no wall-clock waiting). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testServer());
});
afterAll(() => app.close());

async function script(query = ''): Promise<string> {
  const response = await app.inject(`/tag-manager.js${query}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body;
}

describe('tag-manager stand-in', () => {
  test('waits the server default delay (TAG_MANAGER_DELAY_MS), or ?delay=', async () => {
    const browser = fakeBrowser();
    browser.run(await script());
    expect(browser.timers[0]?.ms).toBe(300);
    const other = fakeBrowser();
    other.run(await script('?delay=25'));
    expect(other.timers[0]?.ms).toBe(25);
    const custom = await testServer({ tagManagerDelayMs: 1234 });
    const third = fakeBrowser();
    third.run((await custom.app.inject('/tag-manager.js')).body);
    expect(third.timers[0]?.ms).toBe(1234);
    await custom.app.close();
  });

  test('drains window.dataLayer after the delay, forwards later pushes in order, signals readiness', async () => {
    const browser = fakeBrowser('http://localhost:8090/tag-manager.js?delay=300');
    browser.run(`window.dataLayer = [{ event: 'PAGE_VIEW', pageCode: 'web_home' }, { event: 'IMPRESSION', target: { name: 'hero', id: 'slide-1' } }];`);
    browser.run(await script());
    await settle();
    expect(browser.requests).toHaveLength(0);
    expect(browser.window.storefrontTagManager).toBeUndefined();

    browser.timers[0]?.fn();
    await settle();
    expect(browser.requests).toHaveLength(1);
    const [first] = browser.requests;
    expect(first?.url).toBe('http://localhost:8090/collector/events');
    expect(first?.init).toMatchObject({ method: 'POST', keepalive: true, signal: { abortsAfterMs: REQUEST_TIMEOUT_MS } });
    expect(JSON.parse(first?.init.body ?? '')).toEqual([
      { event: 'PAGE_VIEW', pageCode: 'web_home' },
      { event: 'IMPRESSION', target: { name: 'hero', id: 'slide-1' } },
    ]);
    expect(browser.window.storefrontTagManager).toEqual({ ready: true, loadedAt: expect.any(Number) });
    expect(browser.dispatched).toEqual(['storefront:tag-manager-ready']);

    browser.run(`window.dataLayer.push({ event: 'CLICK', n: 3 }); window.dataLayer.push({ event: 'IMPRESSION', n: 4 }, { event: 'CLICK', n: 5 });`);
    await settle();
    browser.run(`window.dataLayer.push({ event: 'PAGE_VIEW', n: 6 });`);
    await settle();
    const forwarded = browser.requests.flatMap((r) => JSON.parse(r.init.body) as unknown[]);
    expect(forwarded).toEqual([
      { event: 'PAGE_VIEW', pageCode: 'web_home' },
      { event: 'IMPRESSION', target: { name: 'hero', id: 'slide-1' } },
      { event: 'CLICK', n: 3 },
      { event: 'IMPRESSION', n: 4 },
      { event: 'CLICK', n: 5 },
      { event: 'PAGE_VIEW', n: 6 },
    ]);
    expect(browser.run(`window.dataLayer.length`)).toBe(6);

    // What the browser sent, replayed into the collector, comes back in the same order.
    await app.inject({ method: 'DELETE', url: '/collector/events' });
    for (const request of browser.requests) {
      await app.inject({ method: 'POST', url: '/collector/events', payload: request.init.body, headers: request.init.headers });
    }
    const stored = (await app.inject('/collector/events')).json() as { events: Array<Record<string, unknown>> };
    expect(stored.events.map(({ receivedAt: _r, ...rest }) => rest)).toEqual(forwarded);
  });

  test('creates window.dataLayer when missing and sends nothing for an empty layer', async () => {
    const browser = fakeBrowser();
    browser.run(await script('?delay=0'));
    browser.timers[0]?.fn();
    await settle();
    expect(browser.run('Array.isArray(window.dataLayer) && window.dataLayer.length')).toBe(0);
    expect(browser.requests).toHaveLength(0);
    browser.run(`window.dataLayer.push({ event: 'PAGE_VIEW' })`);
    await settle();
    expect(browser.requests).toHaveLength(1);
  });

  test('loading the script twice does not forward twice', async () => {
    const browser = fakeBrowser();
    const code = await script('?delay=0');
    browser.run(code);
    browser.run(code);
    expect(browser.timers).toHaveLength(2);
  });

  test('publishes two A/B-test assignments as window.abTestData after 1.2 s (or ?abTestDelay=), unless the page has some', async () => {
    const browser = fakeBrowser();
    browser.run(await script());
    expect(browser.timers.map((t) => t.ms)).toEqual([300, 1200]);
    expect(browser.window.abTestData).toBeUndefined();
    browser.timers[1]?.fn();
    expect(browser.window.abTestData).toEqual(SAMPLE_AB_TESTS);
    expect(SAMPLE_AB_TESTS).toHaveLength(2);

    const other = fakeBrowser();
    other.run(await script('?abTestDelay=50'));
    expect(other.timers[1]?.ms).toBe(50);
    other.window.abTestData = [{ experiment: 'eigener_test', variant: 'A' }];
    other.timers[1]?.fn();
    expect(other.window.abTestData).toEqual([{ experiment: 'eigener_test', variant: 'A' }]);
  });

  test('posts to the origin of its own src, wherever the page is', async () => {
    const browser = fakeBrowser('http://127.0.0.1:9999/tag-manager.js');
    browser.run(`window.dataLayer = [{ event: 'PAGE_VIEW' }]`);
    browser.run(await script('?delay=0'));
    browser.timers[0]?.fn();
    await settle();
    expect(browser.requests[0]?.url).toBe('http://127.0.0.1:9999/collector/events');
  });
});
