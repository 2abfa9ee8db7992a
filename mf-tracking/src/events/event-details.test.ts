import { createLocalConfig } from '@storefront/platform/local-config';
import { buildEventDetails } from './event-details';
import { detectClientPlatform as detectPlatform } from '@storefront/platform';

describe('buildEventDetails', () => {
  it('takes domain, locale, siteId and currency from the site, location and audiences from the moment', () => {
    const audiences = ['cat_owner'];
    const details = buildEventDetails({
      site: createLocalConfig().site,
      pageLocation: 'https://www.zooplus.de/eigenmarken?type=dog',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      audiences,
    });
    expect(details).toEqual({
      domain: 'zooplus.de',
      locale: 'de-DE',
      siteId: 1,
      pageLocation: 'https://www.zooplus.de/eigenmarken?type=dog',
      currencyCode: 'EUR',
      platform: 'WEB',
      audiences: ['cat_owner'],
    });
    audiences.push('dog_owner');
    expect(details.audiences).toEqual(['cat_owner']);
  });

  it('carries domain, locale and siteId of the site the event is raised on', () => {
    const site = { ...createLocalConfig().site, siteId: 7, locale: 'de-AT', domain: 'zooplus.at' };
    const details = buildEventDetails({
      site,
      pageLocation: 'https://www.zooplus.at/',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0',
      audiences: [],
    });
    expect(details).toMatchObject({ domain: 'zooplus.at', locale: 'de-AT', siteId: 7 });
  });
});

describe('detectPlatform', () => {
  it.each([
    ['the iOS app', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 PetStorefrontApp/5.2.0', 'IOS'],
    ['the iPad app', 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) PetStorefrontApp/5.2.0', 'IOS'],
    ['the Android app', 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/140.0 Mobile PetStorefrontApp/5.1.3', 'ANDROID'],
    ['Safari on an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1', 'WEB'],
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/140.0 Mobile Safari/537.36', 'WEB'],
    ['a desktop browser', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0', 'WEB'],
    ['the app token on an unknown system', 'PetStorefrontApp/1.0 (KaiOS)', 'WEB'],
    ['an empty user agent', '', 'WEB'],
  ])('%s is %s', (_name, userAgent, platform) => {
    expect(detectPlatform(userAgent)).toBe(platform);
  });
});
