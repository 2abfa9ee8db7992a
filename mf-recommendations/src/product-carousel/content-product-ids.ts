import type { ContentProductId } from '@storefront/contracts';

/** The content contract's product id: digits, optionally a variant suffix after a dot (`180102.1`). */
const PRODUCT_ID = /^\d+(\.\d+)?$/;

export interface ContentProductIds {
  /** The ids worth asking the catalogue for, in content order, each once. */
  ids: ContentProductId[];
  problems: string[];
}

/**
 * Content comes through another fragment: ids are trimmed, and anything that is not a product id is left out
 * (and reported) rather than sent, so one bad entry cannot fail the whole catalogue call.
 */
export function contentProductIds(productIds: unknown): ContentProductIds {
  if (!Array.isArray(productIds)) return { ids: [], problems: ['productIds is not a list'] };
  const ids: ContentProductId[] = [];
  const problems: string[] = [];
  for (const entry of productIds as unknown[]) {
    const id = typeof entry === 'string' ? entry.trim() : undefined;
    if (id === undefined || !PRODUCT_ID.test(id)) problems.push(`${JSON.stringify(entry)} is not a product id`);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, problems };
}
