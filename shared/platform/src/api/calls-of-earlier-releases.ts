import type { SchemaProduct } from '@storefront/contracts';
import type { RecommendationsV4Params, RecommendationsV4Response } from '../recommender/recommendations-v4';

// Releases of the fragments built before `@storefront/platform/calls` existed call these through the shell's shared
// platform, so they stay exported (a minor version takes no export away); their code comes with the first call, not
// with every page's start-up. New builds import the calls from `@storefront/platform/calls`.
const fragmentCalls = () => import(/* webpackChunkName: "platform-calls" */ '../calls');

export { GET_PRODUCTS_BY_ARTICLE_IDS, GET_RECOMMENDATIONS_V4 } from './fragment-call-names';

export async function getRecommendationsV4(params: RecommendationsV4Params, caller: string): Promise<RecommendationsV4Response> {
  return (await fragmentCalls()).getRecommendationsV4(params, caller);
}

export async function getProductsByArticleIds(articleIds: readonly (number | string)[], caller: string): Promise<SchemaProduct[]> {
  return (await fragmentCalls()).getProductsByArticleIds(articleIds, caller);
}
