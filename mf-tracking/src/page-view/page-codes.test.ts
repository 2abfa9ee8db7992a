import { pageCodeForPath } from './page-codes';

describe('pageCodeForPath', () => {
  it.each([
    ['/', 'web_home'],
    ['/account', 'web_account_overview'],
    ['/account/', 'web_account_overview'],
    ['/eigenmarken', 'web_ob_landing'],
    ['/shop/hunde/hundefutter_trocken/wolf_of_wilderness/adult/180101', 'web_pdp'],
    ['/shop/katzen/katzenfutter_nass/180990/', 'web_pdp'],
  ])('%s has the page code %s', (path, pageCode) => {
    expect(pageCodeForPath(path)).toBe(pageCode);
  });

  it.each([
    '/shop/weitere_tiere/kleintier',
    '/zooclub/overview',
    '/account/orders/overview',
    '/eigenmarken/katze',
    '/shop/180101',
    '/shop/hunde/trockenfutter/180101/bewertungen',
  ])('%s has no page code', (path) => {
    expect(pageCodeForPath(path)).toBeUndefined();
  });
});
