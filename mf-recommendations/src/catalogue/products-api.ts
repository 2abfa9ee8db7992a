import type { SchemaProduct } from '@storefront/contracts';
import { getProductsByArticleIds } from '@storefront/platform/calls';
import { FRAGMENT_NAME } from '../fragment';

/**
 * The catalogue's products holding these articles (the platform's catalogue call, naming this fragment). Ids are
 * article ids, or product ids as content lists them (optionally with a variant suffix: `180102.1`).
 */
export function fetchProductsByArticleIds(articleIds: readonly (number | string)[]): Promise<SchemaProduct[]> {
  return getProductsByArticleIds(articleIds, FRAGMENT_NAME);
}
