import type { ComponentType } from 'react';
import type { DescribedModuleId } from './exposed-modules';
import type {
  SchemaBlockContentType,
  SchemaContentBlockModel,
  SchemaFeatureZoneModel,
  SchemaProduct,
  SchemaProductTab,
  SchemaRecommendationItem,
} from './generated/api';
import type { TrackerModule } from './tracking';

/** Props the shell passes to every single-spa application (besides single-spa's own). */
export interface FragmentCustomProps {
  /** The element the fragment renders into; owned by the shell's per-application slot. */
  domElement: HTMLElement;
}

/**
 * On an element of a page fragment's page while the page does not know its length yet (its layout, or what decides
 * its sections, is on its way). The shell leaves its footer out of the page while the route's page has not mounted or
 * carries this attribute, so a footer in view never jumps away when the page takes its length (issue 34). A fragment
 * removes it in the same commit that lays the page out with its reserved heights.
 */
export const PAGE_LENGTH_PENDING_ATTRIBUTE = 'data-page-length-pending';

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
  /**
   * Called once: `shown` when the slider shows every card at its final height (it fills a few cards per frame, laid
   * out where the page holds its place), `empty` without a container or on failure.
   */
  onSettled?: (outcome: SettledOutcome) => void;
}

export interface RecommendationSliderProps {
  /** Recommendation items as the recommender returns them (checked by the slider; broken items are left out, reported). */
  recommendations: readonly SchemaRecommendationItem[];
  /** Full catalogue products for the items; a card is built from the product holding its article, else from the item. */
  catalogProducts?: readonly SchemaProduct[];
  /** Tracking container of the cards' impressions, the arrow clicks and the links' `cn` parameter (e.g. `container_2`). */
  trackingContainer: string;
  /** @deprecated The same value, for mf-recommendations releases built before `trackingContainer`: pass both until none is live. */
  containerName?: string;
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
  /**
   * The page holds the slider's place (a height at least the filled slider's) while it fills, as the own-brand page
   * does. The slider may then lay out its cards' text styles in a first frame without cards: a low-end phone's frames
   * stay shorter. Where the page shows the slider at the height it has when it mounts, leave it out.
   */
  placeHeld?: boolean;
}

export interface ProductCardProps {
  /** A catalogue product (checked by the card: unusable data renders nothing and is reported). */
  product: SchemaProduct;
  variantId?: string;
  imageSize?: 'grid' | 'recommendation' | 'recommendation-old';
}

/**
 * A product as content blocks list it (feature zone, tab container): the product id, optionally with a variant
 * suffix after a dot (`180102.1`). Every content type that lists products uses this one format.
 */
export type ContentProductId = SchemaFeatureZoneModel['productIds'][number] & SchemaProductTab['productIds'][number];

/** How a product carousel scrolls from one minimum viewport width up: cards in view and cards per arrow click. */
export interface ProductCarouselScrollCount {
  slidesPerView: number;
  slidesPerGroup: number;
}

export interface ProductCarouselProps {
  /**
   * The products to show, in this order. With a variant suffix the card shows that variant if it can be bought,
   * else the cheapest one (`activeVariant` on its link). Products that cannot be bought on a card are left out.
   */
  productIds: readonly ContentProductId[];
  /** Unique on the page (letters, digits, `-`, `_`): the skip link jumps to `#skip-{id}`. */
  id: string;
  /** German accessible name of the carousel region. */
  label: string;
  /** The scroll counts by minimum viewport width in px, from 0 up (spec section 9). */
  scrollCounts: Readonly<Record<number, ProductCarouselScrollCount>>;
  /** Fewest purchasable products worth a carousel; with fewer it renders nothing. Default 1. */
  minProducts?: number;
  /** Card image size: `grid` is 190x190 (default). */
  imageSize?: ProductCardProps['imageSize'];
  /** Tracking container of the cards' impressions, the arrow clicks and the links' `cn` parameter. */
  trackingContainer: string;
  /** @deprecated The same value, for mf-recommendations releases built before `trackingContainer`: pass both until none is live. */
  containerName?: string;
  /**
   * Called once the products have decided: `shown` when the carousel shows every card at its final height (it fills a
   * few cards per frame, laid out where the page holds its place), `empty` with too few products or on failure.
   */
  onSettled?: (outcome: SettledOutcome) => void;
  /** Called once with the number of purchasable products found (0 when the catalogue call failed). */
  onProducts?: (count: number) => void;
}

/**
 * A page's tracking container for the recommendations' shared modules, under both names: releases of
 * mf-recommendations built before `trackingContainer` read `containerName` only and may be live (a rollback). Drop
 * `containerName` once none is (docs/squads.md, "Renaming a prop of a shared module").
 */
export function trackingContainerProps(name: string): Pick<ProductCarouselProps, 'trackingContainer' | 'containerName'> {
  return { trackingContainer: name, containerName: name };
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
  'mf_recommendations/ProductCarousel': { default: ComponentType<ProductCarouselProps> };
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
