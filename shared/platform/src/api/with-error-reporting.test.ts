import { AxiosError, AxiosHeaders } from 'axios';
import { configureLocalPlatform } from '../config/local-config';
import { withErrorReporting } from './with-error-reporting';

const REPORTING_URL = 'https://errors.example.test/report';

function reportingCalls(fetchSpy: jest.SpiedFunction<typeof window.fetch>) {
  return fetchSpy.mock.calls.filter(([input]) => String(input) === REPORTING_URL);
}

describe('withErrorReporting', () => {
  let fetchSpy: jest.SpiedFunction<typeof window.fetch>;
  let consoleError: jest.SpiedFunction<typeof console.error>;

  beforeEach(() => {
    configureLocalPlatform({ errorReportingUrl: REPORTING_URL });
    fetchSpy = jest.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('resolves with the value of a successful call and reports nothing', async () => {
    await expect(withErrorReporting('getAudiences', async () => ({ audiences: ['cat'] }))).resolves.toEqual({
      audiences: ['cat'],
    });
    expect(consoleError).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
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
    const calls = reportingCalls(fetchSpy);
    expect(calls).toHaveLength(1);
    const init = calls[0]?.[1];
    expect(init?.method).toBe('POST');
    const report = JSON.parse(String(init?.body)) as { message: string; context: Record<string, unknown>; page: string };
    expect(report.message).toBe('socket hang up');
    expect(report.context).toEqual(expect.objectContaining({ operation: 'getPetType', fragment: 'mf-homepage-blocks' }));
    expect(report.page).toBe(window.location.href);
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
    const report = JSON.parse(String(reportingCalls(fetchSpy)[0]?.[1]?.body)) as { context: Record<string, unknown> };
    expect(report.context).toEqual(
      expect.objectContaining({ operation: 'getPetType', status: 503, url: '/v1/pet-type/site/1', method: 'get' }),
    );
  });

  it('only logs when no error-reporting URL is configured', async () => {
    configureLocalPlatform({ errorReportingUrl: undefined });
    await expect(withErrorReporting('getAudiences', () => Promise.reject(new Error('down')))).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('still resolves undefined when the error collector itself is down', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(withErrorReporting('getAudiences', () => Promise.reject(new Error('down')))).resolves.toBeUndefined();
    expect(reportingCalls(fetchSpy)).toHaveLength(1);
  });
});
