// Audiences (GET /v1/sites/{site_id}/audiences, /v1/audiences, /v1/me) and pet type (GET /v1/pet-type/site/{site_id}).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { COOKIE, customerOf, findCustomer } from '../domain/identity';
import { siteById } from '../domain/sites';
import { readCookie, setCookie } from '../http/cookies';
import { boolean, single, type Query } from '../http/params';
import { sessionId } from './session';

interface SiteRoute {
  Params: { site_id: string };
  Querystring: Query;
}

export function registerPersonalisationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const audiencesOf = (request: FastifyRequest) => customerOf(request, ctx.data)?.audiences ?? ctx.data.customers.anonymous.audiences;

  const answerAudiences = (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
    const audiences = audiencesOf(request);
    if (boolean(request.query, 'set_cookie')) {
      setCookie(reply, COOKIE.audiences, audiences.join(','));
    }
    return { audiences };
  };

  app.get<SiteRoute>('/v1/sites/:site_id/audiences', async (request, reply) => {
    siteById(ctx.data, request.params.site_id);
    return answerAudiences(request, reply);
  });

  app.get<{ Querystring: Query }>('/v1/audiences', async (request, reply) => answerAudiences(request, reply));

  app.get('/v1/me', async (request, reply) => {
    const customer = customerOf(request, ctx.data);
    if (customer) return { shopUserId: customer.shopUserId, customerId: customer.customerId, audiences: customer.audiences };
    const shopUserId = readCookie(request, COOKIE.shopUserId) ?? `anon-${sessionId(request, reply)}`;
    return { shopUserId, customerId: null, audiences: ctx.data.customers.anonymous.audiences };
  });

  app.get<SiteRoute>('/v1/pet-type/site/:site_id', async (request) => {
    siteById(ctx.data, request.params.site_id);
    const customerId = single(request.query, 'customer_id');
    const shopUserId = single(request.query, 'shop_user_id');
    const customer = customerId || shopUserId ? (findCustomer(ctx.data, customerId) ?? findCustomer(ctx.data, shopUserId)) : customerOf(request, ctx.data);
    const petTypes = customer?.petTypes ?? (customerId || shopUserId ? [] : ctx.data.customers.anonymous.petTypes);
    return { petTypes };
  });
}
