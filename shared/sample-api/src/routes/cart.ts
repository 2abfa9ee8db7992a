// GET /v2/cart and POST /v2/cart/change-article-quantity (cart keyed by zt_id or an anonymous cart cookie).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { parseChangeQuantity } from '../domain/cart-store';
import { COOKIE } from '../domain/identity';
import { readCookie, setCookie } from '../http/cookies';

function cartKey(request: FastifyRequest, reply: FastifyReply): string {
  const user = readCookie(request, COOKIE.shopUserId);
  if (user) return `user:${user}`;
  let anonymous = readCookie(request, COOKIE.cart);
  if (!anonymous) {
    anonymous = randomUUID();
    setCookie(reply, COOKIE.cart, anonymous);
  }
  return `anonymous:${anonymous}`;
}

export function registerCartRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v2/cart', async (request, reply) => ctx.carts.view(cartKey(request, reply)));

  app.post('/v2/cart/change-article-quantity', async (request, reply) => {
    const input = parseChangeQuantity(request.body);
    return ctx.carts.change(cartKey(request, reply), input);
  });
}
