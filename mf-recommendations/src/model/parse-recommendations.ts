import { recommendationContainers } from '@storefront/contracts';
import type { RecommendationContainer } from './recommendation-types';
import { isRecord, Problems, readNonEmptyString, readString } from './validation';

export interface ParsedContainers {
  /** By position in the answer; null where a container is unusable, so indices keep their meaning. */
  containers: Array<RecommendationContainer | null>;
  problems: string[];
}

export function parseContainer(input: unknown, problems: Problems, where: string): RecommendationContainer | null {
  if (!isRecord(input)) {
    problems.add(`${where} is not an object`);
    return null;
  }
  const name = readNonEmptyString(input, 'name');
  if (!name) problems.add(`${where} has no name`);
  if (!Array.isArray(input.recommendations)) problems.add(`${where} has no recommendations list`);
  if (!name || !Array.isArray(input.recommendations)) return null;
  const caption = readString(input, 'caption')?.trim();
  return { name, ...(caption ? { caption } : {}), recommendations: input.recommendations };
}

/** Checks the recommender's answer: a list of containers, or `{ containers: [...] }` (recommendationContainers). */
export function parseRecommendationContainers(input: unknown): ParsedContainers {
  const problems = new Problems();
  const list = recommendationContainers(input);
  if (!list) {
    problems.add('the answer has no containers list');
    return { containers: [], problems: problems.list };
  }
  const containers = list.map((container, index) => parseContainer(container, problems, `container ${index}`));
  return { containers, problems: problems.list };
}
