import type { SchemaProduct } from '@storefront/contracts';
import { getLoginState, getStorefrontConfig, reportError, withErrorReporting, type StorefrontConfig } from '@storefront/platform';
import { FRAGMENT_NAME } from '../fragment';
import { parseRecommendationContainers } from '../model/parse-recommendations';
import type { RecommendationContainer } from '../model/recommendation-types';
import { recommendedArticleId } from '../model/recommendation-cards';
import { fetchProductsByArticleIds } from '../catalogue/products-api';
import { fetchHomeRecommendations } from './recommendations-api';

export type HomeRecommendationsState =
  { status: 'loading' } | { status: 'empty' } | { status: 'ready'; container: RecommendationContainer; products: readonly SchemaProduct[] | undefined };

type Containers = Array<RecommendationContainer | null>;

// The homepage has several recommendation blocks (one per index); they share one recommender call per visitor.
// Answers belong to the platform config they were asked with (site, groups, API base paths).
const containersByConfig = new WeakMap<StorefrontConfig, Map<string, Promise<Containers | undefined>>>();

function containersByVisitor(): Map<string, Promise<Containers | undefined>> {
  const config = getStorefrontConfig();
  let byVisitor = containersByConfig.get(config);
  if (!byVisitor) {
    byVisitor = new Map();
    containersByConfig.set(config, byVisitor);
  }
  return byVisitor;
}

function visitorKey(): string {
  const { shopUserId, customerId } = getLoginState();
  return JSON.stringify([shopUserId, customerId]);
}

async function requestContainers(): Promise<Containers | undefined> {
  const answer = await withErrorReporting('getHomeRecommendations', fetchHomeRecommendations, { fragment: FRAGMENT_NAME });
  if (answer === undefined) return undefined;
  const { containers, problems } = parseRecommendationContainers(answer);
  if (problems.length > 0) {
    reportError(new Error(`Home recommendations answer is invalid: ${problems.join('; ')}`), { fragment: FRAGMENT_NAME, operation: 'getHomeRecommendations' });
  }
  return containers;
}

function loadContainers(): Promise<Containers | undefined> {
  const byVisitor = containersByVisitor();
  const key = visitorKey();
  let containers = byVisitor.get(key);
  if (!containers) {
    containers = requestContainers().then((result) => {
      // A failed call is not kept, so a block mounted later tries again.
      if (result === undefined) byVisitor.delete(key);
      return result;
    });
    byVisitor.set(key, containers);
  }
  return containers;
}

/**
 * Spec sections 4 and 7: the recommender's containers, then the full products of the container at `index`
 * (articleIds comma-joined). Without that container the block shows nothing; without products (failed call,
 * reported) the cards fall back to the recommender's own item data.
 */
export async function loadHomeRecommendations(index: number): Promise<HomeRecommendationsState> {
  const containers = await loadContainers();
  const container = containers?.[index];
  if (!container) return { status: 'empty' };
  const articleIds = [...new Set(container.recommendations.flatMap((item) => recommendedArticleId(item) ?? []))];
  if (articleIds.length === 0) return { status: 'ready', container, products: undefined };
  const products = await withErrorReporting('getProductsByArticleIds', () => fetchProductsByArticleIds(articleIds), {
    fragment: FRAGMENT_NAME,
    trackingContainer: container.name,
  });
  return { status: 'ready', container, products };
}
