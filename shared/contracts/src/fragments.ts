import type { ComponentType } from 'react';
import type { DescribedModuleId } from './federation';
import type { SchemaBlockContentType, SchemaContentBlockModel, SchemaProduct, SchemaRecommendationItem } from './generated/api';
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

/** How a component that loads its own data ended up: showing content, or rendering nothing. */
export type SettledOutcome = 'shown' | 'empty';

export interface HomeRecommendationsProps {
  /**
   * Index of the recommendation container to show, as the content block gives it: coerced to a number, minimum 0,
   * default 0 (spec section 5), so any value is accepted.
   */
  index?: number | string | null;
  /** Called once the recommendations have loaded: `shown` with a slider, `empty` without a container or on failure. */
  onSettled?: (outcome: SettledOutcome) => void;
}

export interface RecommendationSliderProps {
  /** Recommendation items as the recommender returns them (checked by the slider; broken items are left out, reported). */
  recommendations: readonly SchemaRecommendationItem[];
  /** Full catalogue products for the items; a card is built from the product holding its article, else from the item. */
  catalogProducts?: readonly SchemaProduct[];
  containerName: string;
  /** Shown as the slider's h2 heading and used as the carousel's accessible name. */
  caption?: string;
  /**
   * The carousel's accessible name when the page shows its own heading instead of a caption (e.g. the own-brand
   * page's category sections), so each carousel on a page has its own name. Ignored when a caption is given.
   */
  label?: string;
  /** Slides per view on extra-large screens (own-brand page uses 5). */
  slidesPerViewXl?: number;
  id?: string;
}

export interface ProductCardProps {
  /** A catalogue product (checked by the card: unusable data renders nothing and is reported). */
  product: SchemaProduct;
  variantId?: string;
  imageSize?: 'grid' | 'recommendation' | 'recommendation-old';
}

export interface ContentBlockProps {
  /** The block's place in the page layout: its content id and the content type it expects. */
  reference: { id: string; contentType: string };
  /** The block's content model as the content service answered it (validated by the block against its schema). */
  model: SchemaContentBlockModel;
  /** Called once the block shows its content or renders nothing (invalid model, no usable data, an error). */
  onSettled?: (outcome: SettledOutcome) => void;
}

export interface ContentPageProps {
  /** The content service's page id, e.g. `homepage`: `GET /content/pages/{pageId}` gives the block layout. */
  pageId: string;
}

/** `mf_homepage_blocks/blocks`: the content pipeline and its blocks, for any page built from content. */
export interface ContentBlocksModule {
  /** A whole content page: layout, block models, block code near the viewport, blocks in layout order. */
  ContentPage: ComponentType<ContentPageProps>;
  /** One block of a layout the caller fetched itself. */
  ContentBlock: ComponentType<ContentBlockProps>;
  /** The content types this fragment renders; others render nothing. */
  registeredContentTypes: readonly SchemaBlockContentType[];
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
