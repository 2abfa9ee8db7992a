import { FIELD_TOKEN_SERVER_TIMING } from '@storefront/contracts';
import { reportError } from '@storefront/platform';
import type { RemoteRegistry } from '../registry/remote-registry';
import { recordFieldErrors, startFieldRecording, type FieldRecording } from './field-recorder';
import { startFieldReporter } from './field-reporter';

jest.mock('./field-reporter', () => ({ startFieldReporter: jest.fn() }));
const reporter = jest.mocked(startFieldReporter);
const registry: RemoteRegistry = { loadTimeoutMs: 5000, fragments: {} };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The document's navigation entry as a browser gives it: the server's timings (jsdom has no navigation entries). */
function withToken(token: string | undefined): void {
  const serverTiming = [
    { name: 'cache', description: 'hit', duration: 0 },
    ...(token ? [{ name: FIELD_TOKEN_SERVER_TIMING, description: token, duration: 0 }] : []),
  ];
  performance.getEntriesByType = ((type: string) =>
    type === 'navigation' ? [{ entryType: 'navigation', serverTiming }] : []) as typeof performance.getEntriesByType;
}

beforeAll(() => recordFieldErrors());
beforeEach(() => reporter.mockClear());

describe('startFieldRecording', () => {
  it("reports nothing on a page without a field token or with a squad's override", async () => {
    withToken(undefined);
    startFieldRecording(registry, false);
    withToken('a.b');
    startFieldRecording(registry, true);
    window.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(reporter).not.toHaveBeenCalled();
  });

  it('asks for the reporter only with the first interaction (not for the first route), once, with what was recorded', async () => {
    withToken('claims.signature');
    startFieldRecording(registry, false);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await flush();
    expect(reporter).not.toHaveBeenCalled();
    reportError(new Error('kaputt'), { fragment: 'mf-own-brand' });
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('uncaught') }));
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    await flush();
    await flush();
    expect(reporter).toHaveBeenCalledTimes(1);
    const [recording] = reporter.mock.calls[0] as [FieldRecording];
    expect(recording).toMatchObject({ token: 'claims.signature', firstPath: '/', trigger: expect.objectContaining({ type: 'pointerdown' }) });
    expect(recording.errors.map((error) => error.kind)).toEqual(['reported', 'uncaught']);
  });
});
