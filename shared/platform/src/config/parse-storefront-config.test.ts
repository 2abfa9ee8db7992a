import { createLocalConfig } from './local-config';
import { parseStorefrontConfig } from './parse-storefront-config';

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
    expect(() => parseStorefrontConfig({ featureFlags: {} })).toThrow('Storefront config is invalid: missing or wrong site, apiBasePaths');
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
    expect(() => parseStorefrontConfig(document)).toThrow('Storefront config is invalid: missing or wrong apiBasePaths.audiences, apiBasePaths.content');
  });

  it('names feature flags that are not an object', () => {
    expect(() => parseStorefrontConfig({ ...validDocument(), featureFlags: ['a'] })).toThrow('Storefront config is invalid: missing or wrong featureFlags');
  });
});
