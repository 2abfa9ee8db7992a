import { setUpPlatform } from '@storefront/test-support';
import { buildProductHref, linkParams } from './product-link';

beforeEach(() => setUpPlatform());

describe('buildProductHref', () => {
  it.each([
    ['a plain path', '/shop/katzen/katzenstreu/tigerino/plant/240115', {}, '/shop/katzen/katzenstreu/tigerino/plant/240115'],
    [
      'activeVariant for a dotted variant',
      '/shop/katzen/katzenstreu/tigerino/canadian_style/240114',
      { activeVariant: '240114.1' },
      '/shop/katzen/katzenstreu/tigerino/canadian_style/240114?activeVariant=240114.1',
    ],
    [
      'no stale activeVariant from the data when none is chosen',
      '/shop/hunde/hundefutter_trocken/josera/senior/180105?activeVariant=180105.3',
      {},
      '/shop/hunde/hundefutter_trocken/josera/senior/180105',
    ],
    [
      'tracking parameters',
      '/shop/hunde/hundefutter_trocken/josera/senior/180105',
      { tracking: { slot: 3, trackingContainer: 'container_2', pageName: 'web_home', strategy: 'bestseller_dog' } },
      '/shop/hunde/hundefutter_trocken/josera/senior/180105?slot=3&strategy=bestseller_dog&cn=container_2&pn=web_home',
    ],
    [
      'the recommender parameters win over computed ones',
      '/shop/hunde/hundefutter_trocken/josera/senior/180105',
      {
        recommenderLink: '/shop/hunde/hundefutter_trocken/josera/senior/180105?zootopia_rec=true&slot=7&rri=abc',
        tracking: { slot: 3, trackingContainer: 'container_2', pageName: 'web_home' },
      },
      '/shop/hunde/hundefutter_trocken/josera/senior/180105?zootopia_rec=true&slot=7&rri=abc&cn=container_2&pn=web_home',
    ],
    [
      'an absolute URL on a known domain',
      'https://www.zooplus.de/shop/katzen/240115',
      { activeVariant: '240115.0' },
      'https://www.zooplus.de/shop/katzen/240115?activeVariant=240115.0',
    ],
  ])('%s', (_case, link, options, expected) => {
    expect(buildProductHref(link, options)).toBe(expected);
  });

  it.each([['javascript:alert(1)'], ['//evil.example/shop'], ['https://evil.example/shop/1']])('refuses %s', (link) => {
    expect(buildProductHref(link, { activeVariant: '1.1' })).toBeUndefined();
  });
});

describe('linkParams', () => {
  it('reads the query of a link from data and nothing from anything else', () => {
    expect(linkParams('/shop/x?cn=container_1&rk=2').get('rk')).toBe('2');
    expect([...linkParams(42).keys()]).toEqual([]);
  });
});
