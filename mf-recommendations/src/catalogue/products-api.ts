import type { SchemaProduct } from '@storefront/contracts';
import { getApiClient, getSiteConfig, requireParameters } from '@storefront/platform';
import { FRAGMENT_NAME } from '../fragment';

/** The catalogue's largest page; a container holds far fewer articles (12 or 20 in the samples). */
const MAX_PRODUCTS_PER_PAGE = 100;

/**
 * GET /v1/sites/{siteId}/{locale}/products?articleIds=... (comma-joined); resolves to the products of the answer,
 * typed as the contract promises (each product is still checked when it becomes a card).
 * The page size asks for all of them at once: never more products than articles (the default page has 24).
 * Ids are article ids, or product ids as content lists them (optionally with a variant suffix: `180102.1`).
 */
export async function fetchProductsByArticleIds(articleIds: readonly (number | string)[]): Promise<SchemaProduct[]> {
  const { siteId, locale } = getSiteConfig();
  requireParameters('getProductsByArticleIds', { siteId, locale });
  const { data } = await getApiClient('productCatalog', FRAGMENT_NAME).get<unknown>(
    `/v1/sites/${encodeURIComponent(siteId)}/${encodeURIComponent(locale)}/products`,
    { params: { articleIds: articleIds.join(','), size: Math.min(articleIds.length, MAX_PRODUCTS_PER_PAGE) } },
  );
  const products = typeof data === 'object' && data !== null ? (data as { products?: unknown }).products : undefined;
  if (!Array.isArray(products)) throw new Error('The product catalogue answered without a products list');
  return products as SchemaProduct[];
}
