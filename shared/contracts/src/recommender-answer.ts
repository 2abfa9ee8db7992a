/**
 * The containers of a recommender answer (getRecommendationsV3/V4): a list, as spec section 7 says, or an object with
 * a `containers` list. Undefined for anything else, which the caller reports as malformed.
 */
export function recommendationContainers(answer: unknown): readonly unknown[] | undefined {
  const list = Array.isArray(answer) ? answer : (answer as { containers?: unknown } | null | undefined)?.containers;
  return Array.isArray(list) ? list : undefined;
}
