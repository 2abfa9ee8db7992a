import type { ComponentType } from 'react';
import type { DescribedModuleId } from './federation';
import type { TrackerModule } from './tracking';

/** Props the shell passes to every single-spa application (besides single-spa's own). */
export interface FragmentCustomProps {
  /** The element the fragment renders into; owned by the shell's per-application slot. */
  domElement: HTMLElement;
}

export interface LifecycleProps extends FragmentCustomProps {
  name: string;
  [key: string]: unknown;
}

type Lifecycle = (props: LifecycleProps) => Promise<unknown>;

/** What every `./app` module exposes: single-spa lifecycles. */
export interface FragmentAppModule {
  bootstrap: Lifecycle | Lifecycle[];
  mount: Lifecycle | Lifecycle[];
  unmount: Lifecycle | Lifecycle[];
}

export interface HomeRecommendationsProps {
  /** Index of the recommendation container to show; coerced to a number, minimum 0, default 0. */
  index?: unknown;
}

export interface RecommendationSliderProps {
  /** Recommendation items as the recommender returns them. */
  recommendations: unknown[];
  containerName: string;
  caption?: string;
  /** Slides per view on extra-large screens (own-brand page uses 5). */
  slidesPerViewXl?: number;
  id?: string;
}

export interface ProductCardProps {
  product: unknown;
  variantId?: string;
  imageSize?: 'grid' | 'recommendation' | 'recommendation-old';
}

export interface ContentBlockProps {
  /** The block's place in the page layout: its content id and the content type it expects. */
  reference: { id: string; contentType: string };
  /** The block's content model as the content service answered it (validated by the block). */
  model: unknown;
}

/** `mf_homepage_blocks/blocks`: the content blocks, for other pages built from content (e.g. own-brand). */
export interface ContentBlocksModule {
  ContentBlock: ComponentType<ContentBlockProps>;
  BLOCK_CONTENT_TYPES: readonly string[];
}

/** Every module a fragment exposes, by its Module Federation id. Consumers type-check against this map. */
export interface RemoteModules {
  'mf_tracking/tracker': TrackerModule;
  'mf_tracking/app': FragmentAppModule;
  'mf_homepage_blocks/app': FragmentAppModule;
  'mf_homepage_blocks/blocks': ContentBlocksModule;
  'mf_recommendations/HomeRecommendations': { default: ComponentType<HomeRecommendationsProps> };
  'mf_recommendations/RecommendationSlider': { default: ComponentType<RecommendationSliderProps> };
  'mf_recommendations/ProductCard': { default: ComponentType<ProductCardProps> };
  'mf_account_overview/app': FragmentAppModule;
  'mf_own_brand/app': FragmentAppModule;
}

export type RemoteModuleId = keyof RemoteModules;

// The contract and the federation description name the same modules: a module exposed but not typed here, or
// typed here but exposed by no fragment, fails the type check of this package.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const remoteModulesMatchTheDescription: Same<RemoteModuleId, DescribedModuleId> = true;

/** Ids of the modules that are single-spa applications. */
export type FragmentAppModuleId = {
  [Id in RemoteModuleId]: RemoteModules[Id] extends FragmentAppModule ? Id : never;
}[RemoteModuleId];
