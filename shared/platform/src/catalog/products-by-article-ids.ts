import type { SchemaProduct } from '@storefront/contracts';
// The shell's shared platform (one API client per page), not a copy: this file is bundled into each fragment.
import { getApiClient, requireParameters, getSiteConfig } from '@storefront/platform';
import { GET_PRODUCTS_BY_ARTICLE_IDS } from '../api/fragment-call-names';

export { GET_PRODUCTS_BY_ARTICLE_IDS };

/** The catalogue's largest page; one call asks for at most this many articles. */
export const MAX_PRODUCTS_PER_PAGE = 100;

/**
 * GET /v1/sites/{siteId}/{locale}/products?articleIds=... (comma-joined) on the product catalogue API, for the
 * configured site; resolves to the products of the answer, typed as the contract promises (each product is still
 * checked where it becomes a card). Ids are article ids, or product ids as content lists them (optionally with a
 * variant suffix: `180102.1`). The page size asks for all of them at once: never more products than articles
 * (the default page has 24). More than {@link MAX_PRODUCTS_PER_PAGE} articles are asked for in several calls.
 */
export async function getProductsByArticleIds(articleIds: readonly (number | string)[], caller: string): Promise<SchemaProduct[]> {
  const { siteId, locale } = getSiteConfig();
  requireParameters(GET_PRODUCTS_BY_ARTICLE_IDS, { siteId, locale });
  if (articleIds.length === 0) return [];
  const pages: Array<Array<number | string>> = [];
  for (let start = 0; start < articleIds.length; start += MAX_PRODUCTS_PER_PAGE) {
    pages.push(articleIds.slice(start, start + MAX_PRODUCTS_PER_PAGE));
  }
  const path = `/v1/sites/${encodeURIComponent(siteId)}/${encodeURIComponent(locale)}/products`;
  const answers = await Promise.all(
    pages.map(async (ids) => {
      const { data } = await getApiClient('productCatalog', caller).get<unknown>(path, {
        params: { articleIds: ids.join(','), size: ids.length },
      });
      const products = typeof data === 'object' && data !== null ? (data as { products?: unknown }).products : undefined;
      if (!Array.isArray(products)) throw new Error('The product catalogue answered without a products list');
      return products as SchemaProduct[];
    }),
  );
  return answers.flat();
}
