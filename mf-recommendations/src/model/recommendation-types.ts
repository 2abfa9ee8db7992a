import type { SchemaRecommendationItem } from '@storefront/contracts';

/**
 * A container of the recommender's answer (spec section 3). Its items are typed as the contract promises; each is
 * still checked when it becomes a card, because a recommender that breaks the contract must not break the page.
 */
export interface RecommendationContainer {
  name: string;
  caption?: string;
  recommendations: readonly SchemaRecommendationItem[];
}
