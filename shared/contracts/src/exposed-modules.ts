import type { ContainerName, FragmentName } from './federation';

/** A fragment's exposed modules: `./name` -> source file, relative to the fragment's folder. */
export type ExposedModules = Readonly<Record<`./${string}`, string>>;

/**
 * What each fragment of the federation description exposes. Read by the builds and the tests only: apart from the
 * description (federation.ts), which the shell's and the fragments' browser code bundle, so no shopper downloads it.
 */
export const EXPOSED_MODULES = {
  'mf-tracking': { './tracker': './src/tracker/index.ts', './app': './src/app.ts' },
  'mf-homepage-blocks': { './app': './src/app.ts', './blocks': './src/exposed/blocks.ts' },
  'mf-recommendations': {
    './HomeRecommendations': './src/exposed/HomeRecommendations.ts',
    './RecommendationSlider': './src/exposed/RecommendationSlider.ts',
    './ProductCard': './src/exposed/ProductCard.ts',
    './ProductCarousel': './src/exposed/ProductCarousel.ts',
  },
  'mf-own-brand': { './app': './src/app.ts' },
  'mf-account-overview': { './app': './src/app.ts' },
} as const satisfies Readonly<Record<FragmentName, ExposedModules>>;

/** Every module id the description exposes, e.g. `mf_own_brand/app`. */
export type DescribedModuleId = {
  [Name in FragmentName]: `${ContainerName<Name>}/${keyof (typeof EXPOSED_MODULES)[Name] extends `./${infer Module}` ? Module : never}`;
}[FragmentName];
