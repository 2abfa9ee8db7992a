// GET and POST /v1/sites/{siteId}/{locale}/products
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { parseProductQuery, searchProducts } from '../domain/catalog-query';
import { siteWithLocale } from '../domain/sites';
import { badRequest } from '../http/errors';
import type { Query } from '../http/params';

interface Route {
  Params: { siteId: string; locale: string };
  Querystring: Query;
}

/** The POST body carries the same fields as the query (lists as arrays or comma strings); body wins. */
function bodyAsQuery(body: unknown): Query {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Body must be a JSON object');
  const query: Query = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) query[key] = value.map(String).join(',');
    else if (['string', 'number', 'boolean'].includes(typeof value)) query[key] = String(value);
    else throw badRequest(`Body field ${key} must be a string, number, boolean or array`);
  }
  return query;
}

export function registerProductRoutes(app: FastifyInstance, ctx: AppContext): void {
  const answer = (params: Route['Params'], query: Query) => {
    siteWithLocale(ctx.data, params.siteId, params.locale);
    const parsed = parseProductQuery(query);
    const { products, total } = searchProducts(ctx.data, parsed);
    return { products, total, page: parsed.page, size: parsed.size };
  };

  app.get<Route>('/v1/sites/:siteId/:locale/products', async (request) => answer(request.params, request.query));

  app.post<Route>('/v1/sites/:siteId/:locale/products', async (request) => answer(request.params, { ...request.query, ...bodyAsQuery(request.body) }));
}
