import type { SchemaProduct } from '@storefront/contracts';
import { reportError, withErrorReporting } from '@storefront/platform';
import { GET_PRODUCTS_BY_ARTICLE_IDS, GET_RECOMMENDATIONS_V4, getProductsByArticleIds, type RecommendationsV4Response } from '@storefront/platform/calls';
import { FRAGMENT_NAME } from '../fragment';
import { fetchOwnBrandRecommendations } from './own-brand-api';
import {
  categoriesWithSliders,
  mergeCategoriesByPosition,
  mergeCategoriesByPositionInTasks,
  ownBrandEntries,
  type MergedCategories,
  type OwnBrandTabs,
} from './own-brand-categories';

/**
 * The catalogue's full products of the shown articles, for the cards' badges and current offers: `loading` until
 * their call has answered; settled without products when it failed (the cards use the recommender's items).
 */
export type CatalogueState = { status: 'loading' } | { status: 'settled'; products?: readonly SchemaProduct[] };

export type OwnBrandPageState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      /** Per tab, the categories with a slider (more than 4 recommendations). */
      tabs: OwnBrandTabs;
      catalogue: CatalogueState;
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

function reportProblems({ tabs, problems }: MergedCategories): OwnBrandTabs {
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
 * The page's categories from an answer of the recommender: its entries checked and merged into the tabs (what is
 * broken is left out and reported), those with a slider kept. Throws MalformedResponseError without a list of entries.
 */
export function categoriesOfAnswer(answer: unknown): OwnBrandTabs {
  return reportProblems(mergeCategoriesByPosition(ownBrandEntries(answer)));
}

/** categoriesOfAnswer with each entry checked in a task of its own, for the browser. Rejects as that throws. */
export async function categoriesOfAnswerInTasks(answer: unknown): Promise<OwnBrandTabs> {
  return reportProblems(await mergeCategoriesByPositionInTasks(ownBrandEntries(answer)));
}

/** Asks the recommender for this visitor's own-brand answer (in the browser its API client, on the server a fetch). */
export type FetchOwnBrandAnswer = () => Promise<RecommendationsV4Response>;

/**
 * The recommender's answer and the categories in it; undefined (reported) when either cannot be had. The server
 * reads the categories at once (`categoriesOfAnswer`), the browser entry by entry.
 */
export function loadOwnBrandAnswer(
  fetchAnswer: FetchOwnBrandAnswer = fetchOwnBrandRecommendations,
  readCategories: (answer: RecommendationsV4Response) => OwnBrandTabs | Promise<OwnBrandTabs> = categoriesOfAnswerInTasks,
): Promise<{ answer: RecommendationsV4Response; tabs: OwnBrandTabs } | undefined> {
  return withErrorReporting(
    GET_RECOMMENDATIONS_V4,
    async () => {
      const answer = await fetchAnswer();
      return { answer, tabs: await readCategories(answer) };
    },
    { fragment: FRAGMENT_NAME, consequence: 'own-brand page shows its unavailable message' },
  );
}

export type ReadyPageState = Extract<OwnBrandPageState, { status: 'ready' }>;

/** The page with its categories, its catalogue still to be loaded. */
export function readyPage(tabs: OwnBrandTabs): ReadyPageState {
  return { status: 'ready', tabs, catalogue: { status: 'loading' } };
}

/**
 * The page's categories once the recommender has answered (catalogue still `loading`), or `failed` (reported) when
 * they cannot be had. Never rejects.
 */
export async function loadOwnBrandCategories(): Promise<OwnBrandPageState> {
  try {
    const loaded = await loadOwnBrandAnswer();
    return loaded ? readyPage(loaded.tabs) : FAILED;
  } catch (error) {
    // Platform or cookie problems before any call (e.g. the platform not configured).
    reportError(error, { fragment: FRAGMENT_NAME, consequence: 'own-brand page shows its unavailable message' });
    return FAILED;
  }
}

/**
 * The catalogue's full products of every shown article in one call, as the homepage does; without them (reported)
 * the cards use the recommender's items. Never rejects.
 */
export async function loadCatalogue(tabs: OwnBrandTabs): Promise<CatalogueState> {
  const articleIds = shownArticleIds(tabs);
  if (articleIds.length === 0) return { status: 'settled' };
  const products = await withErrorReporting(GET_PRODUCTS_BY_ARTICLE_IDS, () => getProductsByArticleIds(articleIds, FRAGMENT_NAME), {
    fragment: FRAGMENT_NAME,
    consequence: 'cards built from the recommender items',
  });
  return { status: 'settled', ...(products ? { products } : {}) };
}
