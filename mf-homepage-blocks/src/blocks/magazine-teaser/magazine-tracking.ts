import type { TrackingTarget } from '@storefront/contracts';

/** An article card: seen and clicked under the article's id. */
export function articleTarget(articleId: number | string): TrackingTarget {
  return { name: 'magazine_article', id: String(articleId) };
}

/** The link to the magazine's home page, under the block's content id. */
export function magazineHomeTarget(blockId: string): TrackingTarget {
  return { name: 'magazine_home', id: blockId };
}
