import { ACCOUNT_LINKS, visibleLinks } from './account-links';
import { flags } from '../test/account-fixtures';

describe('visibleLinks', () => {
  it('without flags returns only the orders links, which need none', () => {
    expect(visibleLinks('orders', null).map((link) => link.id)).toEqual(['allOrders', 'autoshipment', 'wishlist']);
    expect(visibleLinks('personalData', null)).toEqual([]);
    expect(visibleLinks('benefits', null)).toEqual([]);
  });

  it('returns a flagged link only when its flag is exactly true', () => {
    const onlyServices = flags(false, { services: true });
    expect(visibleLinks('personalData', onlyServices).map((link) => link.id)).toEqual(['services']);
  });

  it('has no reorder link (disabled by the spec) and no route twice', () => {
    const routes = ACCOUNT_LINKS.map((link) => link.route);
    expect(routes.filter((route) => route.includes('reorder'))).toEqual([]);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
