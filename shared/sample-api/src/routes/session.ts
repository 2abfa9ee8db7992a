// Simulated log-in (POST /session/login, /session/logout) and the tracking session id (GET /om/zdl/sid).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { COOKIE } from '../domain/identity';
import { clearCookie, readCookie, setCookie } from '../http/cookies';
import { badRequest, notFound } from '../http/errors';

/** The visitor's session id (cookie sf_sid), created on first use. */
export function sessionId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readCookie(request, COOKIE.sid);
  if (existing && /^[A-Za-z0-9-]{8,64}$/.test(existing)) return existing;
  const sid = randomUUID().replace(/-/g, '');
  setCookie(reply, COOKIE.sid, sid);
  return sid;
}

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/session/login', async (request, reply) => {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw badRequest('Body must be a JSON object like {"customer":"default"}');
    }
    const key = (body as { customer?: unknown } | undefined)?.customer ?? 'default';
    if (typeof key !== 'string') throw badRequest('customer must be a string');
    const customer = ctx.data.customers.customers.find((c) => c.key === key);
    if (!customer) {
      const known = ctx.data.customers.customers.map((c) => c.key).join(', ');
      throw notFound(`Unknown sample customer "${key}"; known: ${known}`, 'unknown-customer');
    }
    setCookie(reply, COOKIE.customerId, customer.customerId);
    setCookie(reply, COOKIE.shopUserId, customer.shopUserId);
    return { customerId: customer.customerId, shopUserId: customer.shopUserId, firstName: customer.firstName };
  });

  app.post('/session/logout', async (_request, reply) => {
    clearCookie(reply, COOKIE.customerId);
    clearCookie(reply, COOKIE.shopUserId);
    return { loggedOut: true };
  });

  app.get('/om/zdl/sid', async (request, reply) => ({ sid: sessionId(request, reply) }));
}
