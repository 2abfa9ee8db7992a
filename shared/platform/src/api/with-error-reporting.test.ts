import { AxiosError, AxiosHeaders } from 'axios';
import { fakeBackend, httpError, networkError, noContent, setUpPlatform, type FakeBackend } from '@storefront/test-support';
import { getApiClient } from './api-client';
import { withErrorReporting } from './with-error-reporting';

const REPORTING_URL = 'https://errors.example.test/collector/errors';
const REPORTS = 'POST /collector/errors';

describe('withErrorReporting', () => {
  let backend: FakeBackend;
  let consoleError: jest.SpiedFunction<typeof console.error>;

  beforeEach(() => {
    setUpPlatform({ errorReportingUrl: REPORTING_URL });
    backend = fakeBackend({ [REPORTS]: () => noContent() });
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('resolves with the value of a successful call and reports nothing', async () => {
    await expect(withErrorReporting('getAudiences', async () => ({ audiences: ['cat'] }))).resolves.toEqual({
      audiences: ['cat'],
    });
    expect(consoleError).not.toHaveBeenCalled();
    expect(backend.requests).toEqual([]);
  });

  it('swallows a failure and resolves undefined', async () => {
    await expect(
      withErrorReporting('getPetType', async () => {
        throw new Error('socket hang up');
      }),
    ).resolves.toBeUndefined();
  });

  it('logs the failure through console.error with the operation and the caller context', async () => {
    await withErrorReporting(
      'getPetType',
      async () => {
        throw new Error('socket hang up');
      },
      { fragment: 'mf-homepage-blocks' },
    );
    expect(consoleError).toHaveBeenCalledTimes(1);
    const [message, context] = consoleError.mock.calls[0] ?? [];
    expect(message).toContain('socket hang up');
    expect(context).toEqual(expect.objectContaining({ operation: 'getPetType', fragment: 'mf-homepage-blocks' }));
  });

  it('posts a report with message and context to the configured error-reporting URL', async () => {
    await withErrorReporting(
      'getPetType',
      async () => {
        throw new Error('socket hang up');
      },
      { fragment: 'mf-homepage-blocks' },
    );
    const reports = backend.to(REPORTS);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.url.href).toBe(REPORTING_URL);
    expect(reports[0]?.method).toBe('POST');
    const report = reports[0]?.body as { message: string; context: Record<string, unknown>; page: string };
    expect(report.message).toBe('socket hang up');
    expect(report.context).toEqual(expect.objectContaining({ operation: 'getPetType', fragment: 'mf-homepage-blocks' }));
    expect(report.page).toBe(`${window.location.origin}${window.location.pathname}`);
  });

  it('adds status, URL and method of a failed HTTP call to the report', async () => {
    const config = { url: '/v1/pet-type/site/1', method: 'get', headers: new AxiosHeaders() };
    const failure = new AxiosError('Request failed with status code 503', 'ERR_BAD_RESPONSE', config, undefined, {
      status: 503,
      statusText: 'Service Unavailable',
      data: '',
      headers: {},
      config,
    });
    await withErrorReporting('getPetType', () => Promise.reject(failure));
    const report = backend.to(REPORTS)[0]?.body as { context: Record<string, unknown> };
    expect(report.context).toEqual(expect.objectContaining({ operation: 'getPetType', status: 503, url: '/v1/pet-type/site/1', method: 'get' }));
  });

  it('names a failed call without the customer id of its path or its query string', async () => {
    backend.on('GET /v1/customers/{customerId}/bonus-points/balance', () => httpError(500));
    await withErrorReporting('getBonusPointsBalance', () =>
      getApiClient('bonusPointsBalance', 'mf-account-overview').get('/v1/customers/CUST-4711/bonus-points/balance?email=kunde%40example.de'),
    );
    const report = backend.to(REPORTS)[0]?.body as { message: string; stack: string; context: Record<string, unknown> };
    expect(report.context).toEqual(expect.objectContaining({ status: 500, url: '/v1/customers/{customerId}/bonus-points/balance', method: 'get' }));
    expect(JSON.stringify(report)).not.toMatch(/CUST-4711|kunde/);
  });

  it('reports a failure whose URL is not a string without breaking', async () => {
    const failure = Object.assign(new Error('odd'), { config: { url: 42, method: 'get' } });
    await expect(withErrorReporting('getPetType', () => Promise.reject(failure))).resolves.toBeUndefined();
    const report = backend.to(REPORTS)[0]?.body as { context: Record<string, unknown> };
    expect(report.context).toEqual(expect.objectContaining({ operation: 'getPetType', method: 'get' }));
    expect(report.context.url).toBeUndefined();
  });

  it('only logs when no error-reporting URL is configured', async () => {
    setUpPlatform();
    await expect(withErrorReporting('getAudiences', () => Promise.reject(new Error('down')))).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(backend.requests).toEqual([]);
  });

  it('still resolves undefined when the error collector itself is down', async () => {
    backend.on(REPORTS, () => networkError());
    await expect(withErrorReporting('getAudiences', () => Promise.reject(new Error('down')))).resolves.toBeUndefined();
    expect(backend.to(REPORTS)).toHaveLength(1);
  });
});
