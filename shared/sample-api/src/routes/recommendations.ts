// GET /v2|/v3|/v4/sites/{site_id}/{language}/pages/{page_type}/recommendations and the /v3/email variant.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { buildContainers, buildOwnBrandCategories, pageNameFor } from '../domain/recommendations';
import { siteWithLanguage } from '../domain/sites';
import { notFound } from '../http/errors';
import { boolean, decimal, integer, list, single, type Query } from '../http/params';

interface Route {
  Params: { site_id: string; language: string; page_type: string };
  Querystring: Query;
}

export const RECOMMENDATION_PATHS = [
  '/v2/sites/:site_id/:language/pages/:page_type/recommendations',
  '/v3/sites/:site_id/:language/pages/:page_type/recommendations',
  '/v4/sites/:site_id/:language/pages/:page_type/recommendations',
  '/v3/email/sites/:site_id/:language/pages/:page_type/recommendations',
];

const LIST_PARAMS = ['manual_product_ids', 'product_group_ids', 'pg2_ids', 'pg3_ids', 'pg4_ids', 'pg5_ids', 'brand_ids', 'cart_products'];
const TEXT_PARAMS = [
  'product_id',
  'q',
  'pet_type',
  'pet_phase',
  'breed',
  'pet_id',
  'pet_size',
  'healthcare',
  'customer_id',
  'user_id',
  'sid',
  'owner',
  'block_code',
];

function parseQuery(query: Query) {
  for (const name of LIST_PARAMS) list(query, name);
  for (const name of TEXT_PARAMS) single(query, name);
  integer(query, 'article_id', { min: 1 });
  boolean(query, 'bonus_points');
  for (const name of ['min_price', 'max_price']) decimal(query, name, { min: 0 });
  for (const name of ['min_rating', 'max_rating']) decimal(query, name, { min: 0, max: 5 });
  return {
    limit: integer(query, 'n_products', { min: 1, max: 100 }),
    visitor: single(query, 'customer_id') ?? single(query, 'user_id') ?? single(query, 'sid') ?? 'anonymous',
  };
}

export function registerRecommendationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const handler = async (request: { params: Route['Params']; query: Query }) => {
    const { site_id, language, page_type: pageType } = request.params;
    const site = siteWithLanguage(ctx.data, site_id, language);
    const { limit, visitor } = parseQuery(request.query);
    const req = { site, pageType, pageName: pageNameFor(pageType), visitor, ...(limit ? { limit } : {}) };
    if (pageType === ctx.data.ownBrand.pageType) {
      return { containers: buildOwnBrandCategories(ctx.data, ctx.data.ownBrand.categories, req) };
    }
    const stored = ctx.data.recommendations.pages[pageType];
    if (!stored) {
      const known = [...Object.keys(ctx.data.recommendations.pages), ctx.data.ownBrand.pageType].join(', ');
      throw notFound(`Unknown page_type "${pageType}"; known: ${known}`, 'unknown-page-type');
    }
    return { containers: buildContainers(ctx.data, stored, req) };
  };
  for (const path of RECOMMENDATION_PATHS) app.get<Route>(path, handler);
}
