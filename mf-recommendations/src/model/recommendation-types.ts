/** A container of the recommender's answer (spec section 3); items stay raw until they become cards. */
export interface RecommendationContainer {
  name: string;
  caption?: string;
  recommendations: unknown[];
}
