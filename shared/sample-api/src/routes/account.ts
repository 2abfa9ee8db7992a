// GET /v1/customers/{customerId}/account-overview and /v1/customers/{customerId}/bonus-points/balance
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Customer } from '../domain/types';
import { notFound } from '../http/errors';

interface Route {
  Params: { customerId: string };
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const customer = (id: string): Customer => {
    const found = ctx.data.customers.customers.find((c) => c.customerId === id);
    if (!found) throw notFound(`Unknown customer ${id}`, 'unknown-customer');
    return found;
  };

  app.get<Route>('/v1/customers/:customerId/account-overview', async (request) => {
    const { displayFlags, couponCount } = customer(request.params.customerId);
    return { displayFlags, couponCount };
  });

  app.get<Route>('/v1/customers/:customerId/bonus-points/balance', async (request, reply) => {
    const { bonusBalance } = customer(request.params.customerId);
    if (bonusBalance <= 0) return reply.status(204).send();
    return { balanceActive: bonusBalance };
  });
}
