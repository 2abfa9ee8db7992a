// The v2 cart: versioned quantity changes keyed by zt_id or an anonymous cart cookie.
import type { FastifyInstance } from 'fastify';
import { cookieHeader, testServer } from './helpers/server';

let app: FastifyInstance;
beforeEach(async () => {
  ({ app } = await testServer());
});
afterEach(() => app.close());

const change = (payload: unknown, cookie = 'zt_id=zt-4f1c2a9e-anna') =>
  app.inject({ method: 'POST', url: '/v2/cart/change-article-quantity', payload: payload as object, headers: { cookie } });

describe('cart', () => {
  test('add to cart, again, decrease and remove, with increasing cart versions', async () => {
    const empty = await app.inject({ url: '/v2/cart', headers: { cookie: 'zt_id=zt-4f1c2a9e-anna' } });
    expect(empty.json()).toMatchObject({ cartVersion: 1, items: [], itemCount: 0, total: { value: 0, label: '0,00 €' } });

    const added = (await change({ articleId: 1801012, quantity: 1, cartVersion: 1, offerIds: ['1P_ABD.1801012_1'], popover: false })).json();
    expect(added).toMatchObject({ cartVersion: 2, itemCount: 1, items: [{ articleId: 1801012, offerId: '1P_ABD.1801012_1', quantity: 1 }] });

    const again = (await change({ articleId: 1801012, quantity: 2, cartVersion: 2 })).json();
    expect(again).toMatchObject({ cartVersion: 3, itemCount: 3, items: [{ quantity: 3, offerId: '1P_ABD.1801012_1' }] });
    expect(again.total.value).toBe(again.items[0].price.value * 3);

    const removed = (await change({ articleId: 1801012, quantity: -3, cartVersion: 3 })).json();
    expect(removed).toMatchObject({ cartVersion: 4, items: [], itemCount: 0 });
  });

  test('without offerIds the cheapest in-stock first-party offer is chosen', async () => {
    const cart = (await change({ articleId: 1801080, quantity: 1, cartVersion: 1, voucherApplied: false })).json();
    expect(cart.items[0].offerId).toBe('1P.1801080');
  });

  test('stale version 409, unknown article 404, sold out 422, foreign offer 400, bad body 400', async () => {
    await change({ articleId: 1801010, quantity: 1, cartVersion: 1 });
    expect((await change({ articleId: 1801010, quantity: 1, cartVersion: 1 })).json()).toEqual({
      error: 'stale-cart-version',
      message: 'cartVersion 1 is stale; the current version is 2',
    });
    expect((await change({ articleId: 5, quantity: 1, cartVersion: 2 })).statusCode).toBe(404);
    expect((await change({ articleId: 1801160, quantity: 1, cartVersion: 2 })).statusCode).toBe(422);
    expect((await change({ articleId: 1801080, quantity: 1, cartVersion: 2, offerIds: ['1P_ABD.1801080_1'] })).statusCode).toBe(422);
    expect((await change({ articleId: 1801010, quantity: 1, cartVersion: 2, offerIds: ['1P.2401010'] })).statusCode).toBe(400);
    expect((await change({ articleId: 1801010, quantity: 0, cartVersion: 2 })).statusCode).toBe(400);
    expect((await change({ articleId: 1801010, cartVersion: 2 })).statusCode).toBe(400);
    expect((await change({ articleId: 2401010, quantity: -1, cartVersion: 2 })).statusCode).toBe(409);
  });

  test('anonymous visitors get a cart cookie; carts are separate per visitor', async () => {
    const first = await app.inject('/v2/cart');
    const cookie = cookieHeader(first.headers['set-cookie']);
    expect(cookie).toMatch(/^sf_cart=[0-9a-f-]{36}$/);
    await change({ articleId: 2401010, quantity: 1, cartVersion: 1 }, cookie);
    expect((await app.inject({ url: '/v2/cart', headers: { cookie } })).json()).toMatchObject({ cartVersion: 2, itemCount: 1 });
    expect((await app.inject({ url: '/v2/cart', headers: { cookie: 'zt_id=someone-else' } })).json()).toMatchObject({ cartVersion: 1, itemCount: 0 });
  });
});
