import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { setUpPlatform } from '@storefront/test-support';
import { reportError } from './error-reporter';

const COLLECTOR = 'http://localhost:8090/collector/errors';

beforeEach(() => {
  setUpPlatform({ errorReportingUrl: COLLECTOR });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('reportError', () => {
  it('posts the report to the error collector', () => {
    const fetchSpy = jest.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    reportError(new Error('kaputt'), { fragment: 'mf-own-brand' });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(COLLECTOR);
    expect(init).toEqual(expect.objectContaining({ method: 'POST', keepalive: true }));
    expect(JSON.parse(String(init?.body))).toEqual(expect.objectContaining({ message: 'kaputt', context: { fragment: 'mf-own-brand' } }));
  });

  it('names the page without its query and fragment, which may carry a shopper’s data', () => {
    window.history.replaceState(null, '', '/eigenmarken?type=cat&email=someone%40example.com#top');
    const fetchSpy = jest.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    expect(reportError(new Error('kaputt')).page).toBe(`${window.location.origin}/eigenmarken`);
    expect(String(fetchSpy.mock.calls[0]?.[1]?.body)).not.toMatch(/someone|email|type=cat|#top/);
    window.history.replaceState(null, '', '/');
  });

  it(`gives up a report the collector does not take within ${REQUEST_TIMEOUT_MS} ms`, async () => {
    const fetchSpy = jest.spyOn(window, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    reportError(new Error('kaputt'));
    const signal = fetchSpy.mock.calls[0]?.[1]?.signal as AbortSignal;
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
  });
});
