import type { SchemaProduct } from '@storefront/contracts';
import type * as calls from '../calls';
import type { RecommendationsV4Params, RecommendationsV4Response } from '../recommender/recommendations-v4';

// Releases of the fragments built before `@storefront/platform/calls` existed call these through the shell's shared
// platform, so they stay exported (a minor version takes no export away); their code comes with the first call, not
// with every page's start-up. New builds import the calls from `@storefront/platform/calls`.

type FragmentCalls = typeof calls;

let loadFragmentCalls: (() => Promise<FragmentCalls>) | undefined;

/**
 * The shell says how the calls are loaded (a chunk of its own): an `import()` here would be a chunk of every
 * fragment's copy of the platform too, which the federation's manifest lists for each of their exposes.
 */
export function provideFragmentCalls(load: () => Promise<FragmentCalls>): void {
  loadFragmentCalls = load;
}

async function fragmentCalls(): Promise<FragmentCalls> {
  if (!loadFragmentCalls) throw new Error('No shell has provided the API calls of @storefront/platform/calls');
  return loadFragmentCalls();
}

export { GET_PRODUCTS_BY_ARTICLE_IDS, GET_RECOMMENDATIONS_V4 } from './fragment-call-names';

export async function getRecommendationsV4(params: RecommendationsV4Params, caller: string): Promise<RecommendationsV4Response> {
  return (await fragmentCalls()).getRecommendationsV4(params, caller);
}

export async function getProductsByArticleIds(articleIds: readonly (number | string)[], caller: string): Promise<SchemaProduct[]> {
  return (await fragmentCalls()).getProductsByArticleIds(articleIds, caller);
}
