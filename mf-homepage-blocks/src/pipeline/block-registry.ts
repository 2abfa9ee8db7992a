import { countdownBlock } from '../blocks/countdown/countdown.block';
import { goToTopBlock } from '../blocks/go-to-top/go-to-top.block';
import { loginOrReorderBlock } from '../blocks/login-or-reorder/login-or-reorder.block';
import { promoBarBlock } from '../blocks/promo-bar/promo-bar.block';
import { recommendationSliderBlock } from '../blocks/recommendation-slider/recommendation-slider.block';
import { seoAccordionBlock } from '../blocks/seo-accordion/seo-accordion.block';
import { softRedirectBlock } from '../blocks/soft-redirect/soft-redirect.block';
import { termsTextBlock } from '../blocks/terms-text/terms-text.block';
import { valuePropositionStripBlock } from '../blocks/value-proposition/value-proposition.block';
import type { RegisteredBlock } from './block-definition';

/**
 * The one lookup of blocks by content type. Adding a block: its `*.block.ts(x)` file (defineBlock) and one line here.
 * Content types not listed render nothing and log a warning.
 */
const REGISTERED_BLOCKS: readonly RegisteredBlock[] = [
  softRedirectBlock,
  promoBarBlock,
  valuePropositionStripBlock,
  recommendationSliderBlock,
  countdownBlock,
  seoAccordionBlock,
  termsTextBlock,
  loginOrReorderBlock,
  goToTopBlock,
];

export const blockRegistry: ReadonlyMap<string, RegisteredBlock> = new Map(REGISTERED_BLOCKS.map((block) => [block.contentType, block]));

export function isRegisteredContentType(contentType: string): boolean {
  return blockRegistry.has(contentType);
}
