import type { SchemaProduct } from '@storefront/contracts';
import {
  GET_PRODUCTS_BY_ARTICLE_IDS,
  GET_RECOMMENDATIONS_V4,
  getProductsByArticleIds,
  reportError,
  withErrorReporting,
} from '@storefront/platform';
import { FRAGMENT_NAME } from '../fragment';
import { fetchOwnBrandRecommendations } from './own-brand-api';
import { categoriesWithSliders, mergeCategoriesByPosition, ownBrandEntries, type OwnBrandTabs } from './own-brand-categories';

export type OwnBrandPageState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      /** Per tab, the categories with a slider (more than 4 recommendations). */
      tabs: OwnBrandTabs;
      /** The catalogue's full products of the shown articles; absent if that call failed (cards use the items). */
      catalogProducts?: readonly SchemaProduct[];
    };

const FAILED = { status: 'failed' } as const;

function articleIdOf(item: unknown): number | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const article = (item as { article?: unknown }).article;
  if (typeof article !== 'object' || article === null) return undefined;
  const id = (article as { id?: unknown }).id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The article ids of every recommendation the page shows, each once, in page order. */
export function shownArticleIds(tabs: OwnBrandTabs): number[] {
  const items = [...tabs.cat, ...tabs.dog].flatMap((category) => category.recommendations);
  return [...new Set(items.flatMap((item) => articleIdOf(item) ?? []))];
}

async function loadCategories(): Promise<OwnBrandTabs | undefined> {
  const entries = await withErrorReporting(GET_RECOMMENDATIONS_V4, async () => ownBrandEntries(await fetchOwnBrandRecommendations()), {
    fragment: FRAGMENT_NAME,
    consequence: 'own-brand page shows its unavailable message',
  });
  if (entries === undefined) return undefined;
  const { tabs, problems } = mergeCategoriesByPosition(entries);
  if (problems.length > 0) {
    reportError(new Error(`Own-brand recommendations have unusable data: ${problems.join('; ')}`), {
      fragment: FRAGMENT_NAME,
      operation: GET_RECOMMENDATIONS_V4,
      consequence: 'the broken categories or their parts are left out',
    });
  }
  return categoriesWithSliders(tabs);
}

/**
 * Everything the page shows, or `failed` (reported) when the recommendations cannot be had. The recommender's
 * entries first, then, for the cards' badges and current offers, the catalogue's full products of the shown articles
 * in one call, as the homepage does; without them (reported) the cards use the recommender's items. Never rejects.
 */
export async function loadOwnBrandPage(): Promise<OwnBrandPageState> {
  try {
    const tabs = await loadCategories();
    if (!tabs) return FAILED;
    const articleIds = shownArticleIds(tabs);
    if (articleIds.length === 0) return { status: 'ready', tabs };
    const catalogProducts = await withErrorReporting(GET_PRODUCTS_BY_ARTICLE_IDS, () => getProductsByArticleIds(articleIds, FRAGMENT_NAME), {
      fragment: FRAGMENT_NAME,
      consequence: 'cards built from the recommender items',
    });
    return { status: 'ready', tabs, ...(catalogProducts ? { catalogProducts } : {}) };
  } catch (error) {
    // Platform or cookie problems before any call (e.g. the platform not configured).
    reportError(error, { fragment: FRAGMENT_NAME, consequence: 'own-brand page shows its unavailable message' });
    return FAILED;
  }
}
