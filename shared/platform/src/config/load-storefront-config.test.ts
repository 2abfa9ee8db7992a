import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { RequestTimeoutError } from '../api/fetch-with-timeout';
import { createLocalConfig } from './local-config';
import { loadStorefrontConfig, parseStorefrontConfig } from './load-storefront-config';

function validDocument(): Record<string, unknown> {
  return JSON.parse(JSON.stringify(createLocalConfig())) as Record<string, unknown>;
}

describe('parseStorefrontConfig', () => {
  it('accepts a complete document', () => {
    const config = parseStorefrontConfig({ ...validDocument(), featureFlags: { a: 'true' } });
    expect(config.site.domain).toBe('zooplus.de');
    expect(config.apiBasePaths.bff).toBe('http://localhost:8090');
    expect(config.featureFlags).toEqual({ a: 'true' });
  });

  it('defaults missing feature flags to none and an unknown environment to production', () => {
    const { featureFlags: _flags, ...document } = validDocument();
    const config = parseStorefrontConfig({ ...document, environment: 'staging' });
    expect(config.featureFlags).toEqual({});
    expect(config.environment).toBe('production');
  });

  it('keeps the development environment', () => {
    expect(parseStorefrontConfig({ ...validDocument(), environment: 'development' }).environment).toBe('development');
  });

  it.each([null, 'config', [], 42])('rejects %p as not a JSON object', (document) => {
    expect(() => parseStorefrontConfig(document)).toThrow('Storefront config must be a JSON object');
  });

  it('names a missing site and missing API base paths', () => {
    expect(() => parseStorefrontConfig({ featureFlags: {} })).toThrow(
      'Storefront config is invalid: missing or wrong site, apiBasePaths',
    );
  });

  it('names each missing or wrong part of the site', () => {
    const document = validDocument();
    document.site = { siteId: '1', domain: 'zooplus.de', locale: 'de-DE', recommendationGroupIds: ['only-one'] };
    expect(() => parseStorefrontConfig(document)).toThrow(
      'Storefront config is invalid: missing or wrong site.language, site.siteId, site.knownDomains, site.recommendationGroupIds',
    );
  });

  it('names each API without a base path', () => {
    const document = validDocument();
    const { audiences: _audiences, ...apiBasePaths } = document.apiBasePaths as Record<string, string>;
    document.apiBasePaths = { ...apiBasePaths, content: 42 };
    expect(() => parseStorefrontConfig(document)).toThrow(
      'Storefront config is invalid: missing or wrong apiBasePaths.audiences, apiBasePaths.content',
    );
  });

  it('names feature flags that are not an object', () => {
    expect(() => parseStorefrontConfig({ ...validDocument(), featureFlags: ['a'] })).toThrow(
      'Storefront config is invalid: missing or wrong featureFlags',
    );
  });
});

describe('loadStorefrontConfig', () => {
  it('fetches and parses the document', async () => {
    const fetchSpy = jest
      .spyOn(window, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(validDocument()), { status: 200 }));
    const config = await loadStorefrontConfig('/storefront-config.json');
    expect(config.site.siteId).toBe(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/storefront-config.json');
  });

  it('rejects an HTTP error naming URL and status', async () => {
    jest.spyOn(window, 'fetch').mockResolvedValue(new Response('nope', { status: 503 }));
    await expect(loadStorefrontConfig('/storefront-config.json')).rejects.toThrow(
      'Storefront config /storefront-config.json answered HTTP 503',
    );
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS} ms without an answer`, async () => {
    jest.useFakeTimers();
    try {
      jest.spyOn(window, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
      const outcome = loadStorefrontConfig('/storefront-config.json').catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(await outcome).toBeInstanceOf(RequestTimeoutError);
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects a document that is not JSON', async () => {
    jest.spyOn(window, 'fetch').mockResolvedValue(new Response('{"site": ', { status: 200 }));
    await expect(loadStorefrontConfig('/storefront-config.json')).rejects.toThrow(SyntaxError);
  });
});
