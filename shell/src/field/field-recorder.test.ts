import { FIELD_TOKEN_SERVER_TIMING, MAX_FIELD_ERRORS, type FieldReport } from '@storefront/contracts';
import { waitFor } from '@testing-library/react';
import type { RemoteRegistry } from '../registry/remote-registry';
import type { FieldRecording } from './field-recorder';
import { startFieldReporter } from './field-reporter';
import { provideMessageChannel, reportersSettled } from './field-test-tasks';

jest.mock('./field-reporter', () => ({ startFieldReporter: jest.fn() }));
const reporter = jest.mocked(startFieldReporter);

type Recorder = typeof import('./field-recorder');
type Reporter = typeof import('./field-reporter');
type Platform = typeof import('@storefront/platform');

const registry: RemoteRegistry = {
  loadTimeoutMs: 5000,
  fragments: { mf_own_brand: { manifest: 'http://localhost:8084/releases/1.0.0-aaaaaaaaaa/mf-manifest.json', version: '1.0.0' } },
};
const RELEASES = { shell: '1.0.0-5555555555', 'mf-tracking': '1.0.0-bbbbbbbbbb', 'mf-account-overview': '1.0.0-eeeeeeeeee' };
const TOKEN = `${Buffer.from(JSON.stringify({ issuedAt: 1, id: 'document', releases: RELEASES })).toString('base64url')}.signature`;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const STOREFRONT_STACK = 'Error\n    at run (http://localhost:8084/releases/1.0.0-aaaaaaaaaa/224.js:1:20)';

/** The document's navigation entry as a browser gives it: the server's timings (jsdom has no navigation entries). */
function withToken(token: string | undefined): void {
  const serverTiming = [
    { name: 'cache', description: 'hit', duration: 0 },
    ...(token ? [{ name: FIELD_TOKEN_SERVER_TIMING, description: token, duration: 0 }] : []),
  ];
  performance.getEntriesByType = ((type: string) =>
    type === 'navigation' ? [{ entryType: 'navigation', serverTiming }] : []) as typeof performance.getEntriesByType;
}

/** A document's shell: the recorder's module state and the platform's error listeners of its own. */
function shellStart(token: string | undefined): Recorder & Platform {
  withToken(token);
  let loaded: Recorder & Platform = undefined as never;
  jest.isolateModules(() => {
    loaded = { ...(jest.requireActual('@storefront/platform') as Platform), ...(jest.requireActual('./field-recorder') as Recorder) };
  });
  loaded.recordFieldErrors();
  return loaded;
}

const navigate = (path: string) => {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
};
const uncaught = (message: string, stack = STOREFRONT_STACK) => {
  const error = new Error(message);
  error.stack = `${message}\n${stack}`;
  window.dispatchEvent(new ErrorEvent('error', { error }));
};

beforeAll(provideMessageChannel);
beforeEach(() => {
  reporter.mockReset().mockImplementation(() => ({ viewStarted: jest.fn() }));
  window.history.replaceState({}, '', '/');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await reportersSettled();
  jest.restoreAllMocks();
});

describe('startFieldRecording', () => {
  it("reports nothing on a page without a field token or with a squad's override, and keeps nothing of its errors", async () => {
    const added = jest.spyOn(window, 'addEventListener');
    const withoutToken = shellStart(undefined);
    expect(added).not.toHaveBeenCalled();
    withoutToken.startFieldRecording(registry, false);

    const overridden = shellStart('a.b');
    overridden.reportError(new Error('before the override is known'), { fragment: 'mf-own-brand' });
    overridden.startFieldRecording(registry, true);
    overridden.reportError(new Error('kaputt'), { fragment: 'mf-own-brand' });
    uncaught('uncaught');
    navigate('/account');
    window.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(reporter).not.toHaveBeenCalled();
    // What the page recorded from its start is let go, and nothing more is kept.
    overridden.startFieldRecording(registry, false);
    window.dispatchEvent(new Event('pointerdown'));
    await waitFor(() => expect(reporter).toHaveBeenCalled());
    const [recording] = reporter.mock.calls[0] as [FieldRecording];
    expect(recording.errors).toEqual([]);
    expect(recording.views).toEqual([{ path: '/', startedAt: 0 }]);
  });

  it('asks for the reporter only with the first interaction (not for the first route), once, with what was recorded', async () => {
    const shell = shellStart('claims.signature');
    shell.startFieldRecording(registry, false);
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    await flush();
    expect(reporter).not.toHaveBeenCalled();
    shell.reportError(new Error('kaputt'), { fragment: 'mf-own-brand' });
    uncaught('uncaught');
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    await flush();
    await flush();
    expect(reporter).toHaveBeenCalledTimes(1);
    const [recording] = reporter.mock.calls[0] as [FieldRecording];
    expect(recording).toMatchObject({ token: 'claims.signature', views: [{ path: '/', startedAt: 0 }] });
    expect(recording.errors.map((error) => error.kind)).toEqual(['reported', 'uncaught']);
  });

  it('records the route views that begin before the reporter came, which reports each of them under its own path', async () => {
    const shell = shellStart(TOKEN);
    reporter.mockImplementation((jest.requireActual('./field-reporter') as Reporter).startFieldReporter);
    const beacons: FieldReport[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: string) => beacons.push(JSON.parse(body) as FieldReport) > 0,
    });
    shell.startFieldRecording(registry, false);
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    // The click on the header's link: it asks for the reporter, and the route changes before the chunk is there.
    window.dispatchEvent(new Event('pointerdown'));
    navigate('/account');
    shell.recordFieldError('slot-error', 'mf-account-overview');
    await waitFor(() => expect(reporter).toHaveBeenCalled());
    navigate('/eigenmarken');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(beacons.map(({ view, path, errors }) => ({ view, path, errors }))).toEqual([
      { view: 0, path: '/', errors: [] },
      { view: 1, path: '/account', errors: [{ fragment: 'mf-account-overview', kind: 'slot-error' }] },
      { view: 2, path: '/eigenmarken', errors: [] },
    ]);
    expect(Object.keys(beacons[0]?.releases ?? {})).not.toContain('mf-account-overview');
  });

  it('keeps per route view no more errors than a report lists', async () => {
    const shell = shellStart('claims.signature');
    shell.startFieldRecording(registry, false);
    const message = 'x'.repeat(2000);
    for (let i = 0; i < 3 * MAX_FIELD_ERRORS; i += 1) uncaught(`${message}${i}`);
    window.dispatchEvent(new ErrorEvent('error', { error: 'a thrown string beyond the cap' }));
    window.dispatchEvent(new Event('pointerdown'));
    await waitFor(() => expect(reporter).toHaveBeenCalled());
    navigate('/account');
    for (let i = 0; i < 3 * MAX_FIELD_ERRORS; i += 1) shell.reportError(new Error(`${message}${i}`), { fragment: 'mf-account-overview' });
    const [recording] = reporter.mock.calls[0] as [FieldRecording];
    expect(recording.errors).toHaveLength(2 * MAX_FIELD_ERRORS);
    expect(recording.errors.filter((error) => error.view === 0)).toHaveLength(MAX_FIELD_ERRORS);
    expect(recording.errors.filter((error) => error.view === 1)).toHaveLength(MAX_FIELD_ERRORS);
    expect(recording.errors[0]).toEqual({ kind: 'uncaught', view: 0, detail: expect.objectContaining({ message: `${message}0` }) });
  });
});
