import { FIELD_REPORTER_STARTED_MARK, type FieldReport } from '@storefront/contracts';
import type { RemoteRegistry } from '../registry/remote-registry';
import { waitFor } from '@testing-library/react';
import type { FieldRecording, RecordedError } from './field-recorder';
import { provideMessageChannel, reportersSettled } from './field-test-tasks';
import { startFieldReporter } from './field-reporter';

const RELEASES = {
  shell: '1.0.0-5555555555',
  'mf-own-brand': '1.0.0-aaaaaaaaaa',
  'mf-tracking': '1.0.0-bbbbbbbbbb',
  'mf-homepage-blocks': '1.0.0-cccccccccc',
  'mf-recommendations': '1.0.0-dddddddddd',
  'mf-account-overview': '1.0.0-eeeeeeeeee',
};
// Each test's page has a token of its own (the reporters of earlier tests still listen on this window).
let TOKEN = '';
let documents = 0;
const registry: RemoteRegistry = {
  loadTimeoutMs: 5000,
  fragments: { mf_own_brand: { manifest: 'http://localhost:8084/releases/1.0.0-aaaaaaaaaa/mf-manifest.json', version: '1.0.0' } },
};

let beacons: FieldReport[];

beforeAll(() => {
  // jsdom has no performance timeline (web-vitals reads it; no entries: no vitals in these tests), nor MessageChannel.
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [] });
  provideMessageChannel();
});
afterEach(reportersSettled);

beforeEach(() => {
  beacons = [];
  documents += 1;
  TOKEN = `${Buffer.from(JSON.stringify({ issuedAt: 1, id: `document-${documents}`, releases: RELEASES })).toString('base64url')}.signature`;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: jest.fn((url: string, body: string) => {
      expect(url).toBe('/__rum');
      const sent = JSON.parse(body) as FieldReport;
      if (sent.token === TOKEN) beacons.push(sent);
      return true;
    }),
  });
  window.history.replaceState({}, '', '/eigenmarken?type=cat&email=someone@example.com');
});

const error = (kind: RecordedError['kind'], detail: unknown, view = 0): RecordedError => ({ kind, view, detail });
const report = (context: Record<string, unknown>, stack?: string) => ({ message: 'm', context, page: '', reportedAt: '', stack });

function start(errors: RecordedError[], paths: string[] = []) {
  const views = [window.location.pathname, ...paths].map((path, index) => ({ path, startedAt: index === 0 ? 0 : performance.now() }));
  const recording: FieldRecording = { token: TOKEN, registry, views, errors };
  const reporter = startFieldReporter(recording);
  /** A route change inside the app, as the recorder has it. */
  const navigate = (path: string) => {
    window.history.pushState({}, '', path);
    views.push({ path, startedAt: performance.now() });
    reporter?.viewStarted();
  };
  return { recording, reporter, navigate };
}

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
};

describe('startFieldReporter', () => {
  it('sends the route view once when the page is left: its path without the query, its releases, each error on its fragment', () => {
    start([
      error('reported', report({ fragment: 'mf-own-brand', block: 'tabs' })),
      error('reported', report({ remoteModule: 'mf_recommendations/RecommendationSlider' })),
      error('reported', report({ fragment: 'mf-account-overview', status: 'LOADING_SOURCE_CODE' })),
      error('reported', report({ operation: 'logIn' })),
      error('uncaught', new Error('from a fragment')),
      error('slot-error', 'mf-own-brand'),
    ]);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    const [sent] = beacons;
    expect(sent).toMatchObject({ token: TOKEN, view: 0, path: '/eigenmarken' });
    expect(sent?.errors).toEqual([
      { fragment: 'mf-own-brand', kind: 'reported' },
      { fragment: 'mf-recommendations', kind: 'load-failure' },
      { fragment: 'mf-account-overview', kind: 'load-failure' },
      { fragment: 'shell', kind: 'reported' },
      { fragment: 'mf-own-brand', kind: 'slot-error' },
    ]);
    // The route's page and the background fragment, the shell, and the fragments the errors name; not the others.
    expect(sent?.releases).toEqual({
      shell: RELEASES.shell,
      'mf-own-brand': RELEASES['mf-own-brand'],
      'mf-tracking': RELEASES['mf-tracking'],
      'mf-recommendations': RELEASES['mf-recommendations'],
      'mf-account-overview': RELEASES['mf-account-overview'],
    });
    expect(JSON.stringify(sent)).not.toContain('email');
  });

  it("attributes an uncaught error by the release files its stack points at, and leaves out one that is not the storefront's", () => {
    const thrown = new Error('kaputt');
    thrown.stack = 'Error: kaputt\n    at HTMLDocument.<anonymous> (http://localhost:8084/releases/1.0.0-aaaaaaaaaa/remoteEntry.js:4:165)';
    const extension = new Error('extension');
    extension.stack = 'Error: extension\n    at chrome-extension://abc/content.js:1:1';
    start([error('uncaught', thrown), error('unhandled-rejection', extension), error('unhandled-rejection', 'not an error')]);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons[0]?.errors).toEqual([{ fragment: 'mf-own-brand', kind: 'uncaught' }]);
  });

  it('sends the route view left at each route change inside the app, then the last one when the page is hidden', async () => {
    const errors: RecordedError[] = [];
    const { navigate } = start(errors);
    navigate('/account');
    errors.push(error('reported', report({ fragment: 'mf-account-overview' }), 1));
    // The first view's vitals come a few tasks after the reporter: a view left before then is sent after them.
    expect(beacons).toHaveLength(0);
    await waitFor(() => expect(beacons).toHaveLength(1));
    navigate('/eigenmarken');
    expect(beacons).toHaveLength(2);
    hide();
    expect(beacons.map(({ view, path }) => ({ view, path }))).toEqual([
      { view: 0, path: '/eigenmarken' },
      { view: 1, path: '/account' },
      { view: 2, path: '/eigenmarken' },
    ]);
    expect(beacons[0]?.errors).toEqual([]);
    expect(beacons[1]?.errors).toEqual([{ fragment: 'mf-account-overview', kind: 'reported' }]);
    expect(Object.keys(beacons[1]?.releases ?? {}).sort()).toEqual(['mf-account-overview', 'mf-tracking', 'shell']);
  });

  it('sends the views the page left before the reporter came, each under its own path, in their order', async () => {
    start([error('slot-error', 'mf-account-overview', 1), error('slot-error', 'mf-own-brand', 2)], ['/account', '/eigenmarken']);
    await waitFor(() => expect(beacons).toHaveLength(2));
    hide();
    expect(beacons.map(({ view, path, errors }) => ({ view, path, errors }))).toEqual([
      { view: 0, path: '/eigenmarken', errors: [] },
      { view: 1, path: '/account', errors: [{ fragment: 'mf-account-overview', kind: 'slot-error' }] },
      { view: 2, path: '/eigenmarken', errors: [{ fragment: 'mf-own-brand', kind: 'slot-error' }] },
    ]);
    expect(Object.keys(beacons[0]?.releases ?? {})).not.toContain('mf-account-overview');
    expect(Object.keys(beacons[1]?.releases ?? {})).toContain('mf-account-overview');
  });

  it("at pagehide, runs web-vitals' waiting work (its window listeners for visibilitychange) before the report is sent", () => {
    const order: string[] = [];
    const waitingWork = () => order.push('web-vitals');
    addEventListener('visibilitychange', waitingWork, { once: true, capture: true });
    start([]);
    (navigator.sendBeacon as jest.Mock).mockImplementation(() => order.push('beacon'));
    window.dispatchEvent(new Event('pagehide'));
    expect(order).toEqual(['web-vitals', 'beacon']);
  });

  it('marks the page once it listens for being left (a page left before that sends nothing)', () => {
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { configurable: true, value: mark });
    try {
      start([]);
      expect(mark).toHaveBeenCalledWith(FIELD_REPORTER_STARTED_MARK);
      window.dispatchEvent(new Event('pagehide'));
      expect(beacons).toHaveLength(1);
    } finally {
      delete (performance as { mark?: unknown }).mark;
    }
  });
});
