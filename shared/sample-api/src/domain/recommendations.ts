// Builds recommendation items (product summary, article, offers, tracking link) from stored article ids.
import { createHash } from 'node:crypto';
import type { DataSet } from '../data/load';
import type { Article, Offer, Product, Site, StoredContainer, StoredOwnBrandCategory } from './types';

export interface RecommendationItem {
  product: { shopIdentifier: string; name: string; path: string; link: string; pictureUrl: string; rating?: number };
  article: { id: number; variantId: string; name: string };
  articleOffers: Offer[];
  weight: number;
  trackingId: string;
  siteId: number;
  language: string;
  locale: string;
}

export interface RecommendationRequest {
  site: Site;
  pageType: string;
  /** tracking page name, e.g. web_home */
  pageName: string;
  /** identifies the visitor for the request id: customer id, user id or sid */
  visitor: string;
  limit?: number;
}

/** Page type -> tracking page name (pn). */
export function pageNameFor(pageType: string): string {
  const names: Record<string, string> = { home: 'web_home', pdp: 'web_pdp', cart: 'web_cart', ob_landing: 'web_ob_landing' };
  return names[pageType] ?? `web_${pageType}`;
}

export function requestId(req: RecommendationRequest): string {
  return createHash('sha1').update(`${req.site.siteId}|${req.pageType}|${req.visitor}`).digest('hex').slice(0, 16);
}

interface Slot {
  name: string;
  strategy: string;
  position: number;
}

function trackingLink(product: Product, article: Article, slot: Slot, rank: number, req: RecommendationRequest): string {
  const params = new URLSearchParams({ zootopia_rec: 'true' });
  if (article.variantId.includes('.')) params.set('activeVariant', article.variantId);
  params.set('cn', slot.name);
  params.set('si', String(req.site.siteId));
  params.set('pn', req.pageName);
  params.set('pr', req.pageType);
  params.set('strategy', slot.strategy);
  params.set('rk', String(rank));
  params.set('slot', String(slot.position));
  params.set('pi', product.shopIdentifier);
  params.set('rri', requestId(req));
  return `${product.path}?${params.toString()}`;
}

export function buildItem(data: DataSet, articleId: number, slot: Slot, rank: number, count: number, req: RecommendationRequest): RecommendationItem {
  const entry = data.articleIndex.get(articleId);
  if (!entry) throw new Error(`Recommended article ${articleId} is not in products.json`);
  const { product, article } = entry;
  return {
    product: {
      shopIdentifier: product.shopIdentifier,
      name: product.name,
      path: product.path,
      link: trackingLink(product, article, slot, rank, req),
      pictureUrl: product.pictureUrl,
      rating: product.feedbackAggregate.averageRating,
    },
    article: { id: article.id, variantId: article.variantId, name: article.name },
    articleOffers: article.offers,
    weight: Math.round((1 - (rank - 1) / count) * 1000) / 1000,
    trackingId: `${requestId(req)}-${slot.name}-${rank}`,
    siteId: req.site.siteId,
    language: req.site.language,
    locale: req.site.locale,
  };
}

function items(data: DataSet, ids: number[], slot: Slot, req: RecommendationRequest): RecommendationItem[] {
  const chosen = req.limit ? ids.slice(0, req.limit) : ids;
  return chosen.map((id, i) => buildItem(data, id, slot, i + 1, chosen.length, req));
}

export function buildContainers(data: DataSet, stored: StoredContainer[], req: RecommendationRequest) {
  return stored.map((c, i) => ({
    name: c.name,
    caption: c.caption,
    recommendations: items(data, c.articleIds, { name: c.name, strategy: c.strategy, position: i + 1 }, req),
  }));
}

export function buildOwnBrandCategories(data: DataSet, stored: StoredOwnBrandCategory[], req: RecommendationRequest) {
  return stored.map(({ articleIds, strategy, ...category }, i) => ({
    ...category,
    recommendations: items(data, articleIds, { name: category.metadata.id, strategy, position: i + 1 }, req),
  }));
}
