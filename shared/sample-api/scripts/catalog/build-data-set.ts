// Pure function building every generated data file (no I/O), shared by the script and the drift test.
import { buildProducts } from './build-products';
import { buildBundles, buildOwnBrand, buildRecommendations } from './build-recommendations';
import { seeds } from './seeds';

export function buildGeneratedFiles(): Record<string, unknown> {
  const products = buildProducts(seeds);
  const catalogue = { seeds, products };
  return {
    'products.json': { products },
    'recommendations.json': buildRecommendations(catalogue),
    'own-brand.json': buildOwnBrand(catalogue),
    'bundles.json': buildBundles(),
  };
}

export const serialise = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
