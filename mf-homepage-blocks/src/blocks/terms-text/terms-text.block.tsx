import { v } from '@storefront/platform';
import { defineBlock, type BlockProps } from '../../pipeline/block-definition';
import { SanitizedHtml } from '../../rich-text/SanitizedHtml';
import './terms-text.css';

export const termsTextSchema = v.object({ termsAndConditionsText: v.pipe(v.string(), v.minLength(1)) });

export type TermsTextModel = v.InferOutput<typeof termsTextSchema>;

/** Legal small print (prices, shipping, terms) as sanitised rich text. */
export function TermsText({ model }: BlockProps<TermsTextModel>) {
  return <SanitizedHtml className="hp-terms-text" html={model.termsAndConditionsText} />;
}

export default defineBlock({ contentType: 'TermsTextBlock', schema: termsTextSchema, Component: TermsText });
