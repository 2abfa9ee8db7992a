import type {
  SchemaPromoBarModel,
  SchemaHeroBannerCarouselModel,
  SchemaSecondaryHeroBannerModel,
  SchemaResponsiveBannerModel,
  SchemaBrandCarouselModel,
  SchemaOwnBrandsCarouselModel,
  SchemaFeatureZoneModel,
  SchemaTabContainerModel,
  SchemaSpecialOffersModel,
  SchemaPetSectionModel,
  SchemaPetSelectorCarouselModel,
  SchemaCategorySelectorCarouselModel,
  SchemaMagazineTeaserCarouselModel,
  SchemaValuePropositionStripModel,
  SchemaCustomerReviewsCarouselModel,
  SchemaCustomerStatisticsModel,
  SchemaSocialMediaCarouselModel,
  SchemaRecommendationSliderModel,
  SchemaTermsTextBlockModel,
  SchemaSeoAccordionModel,
  SchemaLoginOrReorderButtonModel,
  SchemaGoToTopButtonModel,
  SchemaCountdownBannerModel,
  SchemaSoftRedirectModalModel,
} from '@storefront/contracts';
import type { v } from '@storefront/platform';
import type { promoBarSchema } from './promo-bar/promo-bar-model';
import type { heroBannerSchema } from './hero-banner/hero-banner-model';
import type { secondaryHeroSchema } from './secondary-hero/secondary-hero-model';
import type { responsiveBannerSchema } from './responsive-banner/responsive-banner-model';
import type { brandCarouselSchema } from './brand-carousel/brand-carousel-model';
import type { ownBrandsSchema } from './own-brands/own-brands-model';
import type { featureZoneSchema } from './feature-zone/feature-zone-model';
import type { tabContainerSchema } from './tab-container/tab-container-model';
import type { specialOffersSchema } from './special-offers/special-offers-model';
import type { petSectionSchema } from './pet-section/pet-section-model';
import type { petSelectorSchema } from './pet-selector/pet-selector-model';
import type { categorySelectorSchema } from './category-selector/category-selector-model';
import type { magazineTeaserSchema } from './magazine-teaser/magazine-teaser-model';
import type { valuePropositionStripSchema } from './value-proposition/value-proposition-model';
import type { customerReviewsSchema } from './customer-reviews/customer-reviews-model';
import type { customerStatisticsSchema } from './customer-statistics/customer-statistics-model';
import type { socialMediaCarouselSchema } from './social-media-carousel/social-media-model';
import type { recommendationSliderSchema } from './recommendation-slider/recommendation-slider.block';
import type { termsTextSchema } from './terms-text/terms-text.block';
import type { seoAccordionSchema } from './seo-accordion/seo-accordion-model';
import type { loginOrReorderSchema } from './login-or-reorder/login-or-reorder.block';
import type { goToTopSchema } from './go-to-top/go-to-top.block';
import type { countdownSchema } from './countdown/countdown-model';
import type { softRedirectSchema } from './soft-redirect/soft-redirect-model';

/**
 * The blocks' models are checked at run time by hand-written valibot schemas (lenient where the spec says so: a
 * missing or null field renders the documented fallback) next to the types generated from the content service's
 * OpenAPI. This file makes the two one contract: the type check fails when a schema lacks a field of the API, has one
 * the API does not, or refuses a value the API may send (a renamed field, a changed type).
 */
type Fields<T, Ignored extends PropertyKey> = Omit<T, 'metadata' | Ignored>;
type Missing<Schema extends v.GenericSchema, Generated, Ignored extends PropertyKey> = Exclude<keyof Fields<Generated, Ignored>, keyof v.InferInput<Schema>>;
/** A schema may read the block's `metadata` (its content id), which every model has. */
type Extra<Schema extends v.GenericSchema, Generated> = Exclude<keyof v.InferInput<Schema>, keyof Generated>;
/** `Ignored`: fields of the API the block does not read, each named with its reason where it is used. */
type Agrees<Schema extends v.GenericSchema, Generated, Ignored extends keyof Generated = never> = [
  Missing<Schema, Generated, Ignored>,
  Extra<Schema, Generated>,
] extends [never, never]
  ? Fields<Generated, Ignored> extends v.InferInput<Schema>
    ? true
    : { refuses: Fields<Generated, Ignored> }
  : { missing: Missing<Schema, Generated, Ignored>; extra: Extra<Schema, Generated> };

type Each<T extends readonly true[]> = T;

export type BlockModelsAgreeWithTheApi = Each<
  [
    Agrees<typeof promoBarSchema, SchemaPromoBarModel>,
    Agrees<typeof heroBannerSchema, SchemaHeroBannerCarouselModel>,
    Agrees<typeof secondaryHeroSchema, SchemaSecondaryHeroBannerModel>,
    Agrees<typeof responsiveBannerSchema, SchemaResponsiveBannerModel>,
    Agrees<typeof brandCarouselSchema, SchemaBrandCarouselModel>,
    Agrees<typeof ownBrandsSchema, SchemaOwnBrandsCarouselModel>,
    Agrees<typeof featureZoneSchema, SchemaFeatureZoneModel>,
    Agrees<typeof tabContainerSchema, SchemaTabContainerModel>,
    Agrees<typeof specialOffersSchema, SchemaSpecialOffersModel>,
    Agrees<typeof petSectionSchema, SchemaPetSectionModel>,
    Agrees<typeof petSelectorSchema, SchemaPetSelectorCarouselModel>,
    Agrees<typeof categorySelectorSchema, SchemaCategorySelectorCarouselModel>,
    Agrees<typeof magazineTeaserSchema, SchemaMagazineTeaserCarouselModel>,
    Agrees<typeof valuePropositionStripSchema, SchemaValuePropositionStripModel>,
    Agrees<typeof customerReviewsSchema, SchemaCustomerReviewsCarouselModel>,
    Agrees<typeof customerStatisticsSchema, SchemaCustomerStatisticsModel>,
    Agrees<typeof socialMediaCarouselSchema, SchemaSocialMediaCarouselModel>,
    Agrees<typeof recommendationSliderSchema, SchemaRecommendationSliderModel>,
    Agrees<typeof termsTextSchema, SchemaTermsTextBlockModel>,
    Agrees<typeof seoAccordionSchema, SchemaSeoAccordionModel>,
    // The buttons' targets are the shop's routes (spec section 2: /account, /account/orders/reorder), not the content's.
    Agrees<typeof loginOrReorderSchema, SchemaLoginOrReorderButtonModel, 'loginLink' | 'reorderLink'>,
    Agrees<typeof goToTopSchema, SchemaGoToTopButtonModel>,
    Agrees<typeof countdownSchema, SchemaCountdownBannerModel>,
    Agrees<typeof softRedirectSchema, SchemaSoftRedirectModalModel>,
  ]
>;
