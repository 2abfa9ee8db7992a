// Compile-time check, no runtime code: every model the OpenAPI contract allows must pass the block's schema
// (the schemas may be more lenient, never stricter), and the response types used here match the contract.
// `npm run typecheck` fails when the contract and a schema drift apart.
import type * as v from 'valibot';
import type { components } from '@storefront/contracts';
import { countdownSchema } from '../blocks/countdown/countdown-model';
import { goToTopSchema } from '../blocks/go-to-top/go-to-top.block';
import { loginOrReorderSchema } from '../blocks/login-or-reorder/login-or-reorder.block';
import { promoBarSchema } from '../blocks/promo-bar/promo-bar-model';
import { recommendationSliderSchema } from '../blocks/recommendation-slider/recommendation-slider.block';
import { seoAccordionSchema } from '../blocks/seo-accordion/seo-accordion-model';
import type { RedirectOption, RedirectTexts } from '../blocks/soft-redirect/redirect-options';
import { softRedirectSchema } from '../blocks/soft-redirect/soft-redirect-model';
import { termsTextSchema } from '../blocks/terms-text/terms-text.block';
import { valuePropositionStripSchema } from '../blocks/value-proposition/value-proposition-model';
import type { BlockReference } from './page-layout';

type Schemas = components['schemas'];
type Accepts<Schema extends v.GenericSchema, Contract> = Contract extends v.InferInput<Schema> ? true : false;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type ContractCompatibility = [
  Accepts<typeof softRedirectSchema, Schemas['SoftRedirectModalModel']>,
  Accepts<typeof promoBarSchema, Schemas['PromoBarModel']>,
  Accepts<typeof valuePropositionStripSchema, Schemas['ValuePropositionStripModel']>,
  Accepts<typeof recommendationSliderSchema, Schemas['RecommendationSliderModel']>,
  Accepts<typeof termsTextSchema, Schemas['TermsTextBlockModel']>,
  Accepts<typeof seoAccordionSchema, Schemas['SeoAccordionModel']>,
  Accepts<typeof loginOrReorderSchema, Schemas['LoginOrReorderButtonModel']>,
  Accepts<typeof goToTopSchema, Schemas['GoToTopButtonModel']>,
  Accepts<typeof countdownSchema, Schemas['CountdownBannerModel']>,
  Same<RedirectOption, Schemas['RedirectOptions']['options'][number]>,
  Same<RedirectTexts, Schemas['RedirectOptions']['locResources']>,
  Schemas['PageLayout']['blocks'][number] extends BlockReference ? true : false,
];

export const contractCompatibility: ContractCompatibility = [true, true, true, true, true, true, true, true, true, true, true, true];
