// GET /v4/sites/{site_id}/{language}/{page_type}/bundles?article_id=&group_assignment=
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { bestOffer } from '../domain/offers';
import { makePrice } from '../domain/price';
import { siteWithLanguage } from '../domain/sites';
import type { StoredBundle } from '../domain/types';
import { badRequest, requiredParameter } from '../http/errors';
import { integer, single, type Query } from '../http/params';

interface Route {
  Params: { site_id: string; language: string; page_type: string };
  Querystring: Query;
}

export function registerBundleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const build = (bundle: StoredBundle) => {
    const items = bundle.articleIds.map((id) => {
      const entry = ctx.data.articleIndex.get(id);
      if (!entry) throw new Error(`Bundle ${bundle.id} lists unknown article ${id}`);
      const { product, article } = entry;
      return {
        product: { shopIdentifier: product.shopIdentifier, name: product.name, path: product.path, link: product.link, pictureUrl: product.pictureUrl },
        article: { id: article.id, variantId: article.variantId, name: article.name },
        articleOffers: article.offers,
      };
    });
    const sum = items.reduce((n, item) => {
      const offer = bestOffer({ id: item.article.id, variantId: '', name: '', bonuspoints: 0, offers: item.articleOffers });
      return n + (offer?.price.value ?? 0);
    }, 0);
    return {
      id: bundle.id,
      name: bundle.name,
      groupAssignment: bundle.groupAssignment,
      items,
      price: makePrice(Math.round((sum * (100 - bundle.discountPercent)) / 100)),
      referencePrice: makePrice(sum, { prefix: 'Einzeln' }),
      discount: { type: 'PERCENTAGE_DISCOUNT', label: `-${bundle.discountPercent}%`, value: bundle.discountPercent },
    };
  };

  app.get<Route>('/v4/sites/:site_id/:language/:page_type/bundles', async (request) => {
    const { site_id, language, page_type } = request.params;
    siteWithLanguage(ctx.data, site_id, language);
    if (!/^[a-z][a-z0-9_]*$/.test(page_type)) throw badRequest(`Invalid page_type "${page_type}"`);
    const articleId = integer(request.query, 'article_id', { min: 1 });
    if (articleId === undefined) throw requiredParameter('article_id', 'getBundles');
    const group = single(request.query, 'group_assignment');
    const bundles = ctx.data.bundles.bundles.filter((b) => b.articleIds.includes(articleId) && (group === undefined || b.groupAssignment === group));
    return { bundles: bundles.map(build) };
  });
}
