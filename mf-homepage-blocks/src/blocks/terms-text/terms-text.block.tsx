import { z } from 'zod/mini';
import { defineBlock, type BlockProps } from '../../pipeline/block-definition';
import { SanitizedHtml } from '../../rich-text/SanitizedHtml';
import './terms-text.css';

export const termsTextSchema = z.object({ termsAndConditionsText: z.string().check(z.minLength(1)) });

export type TermsTextModel = z.infer<typeof termsTextSchema>;

/** Legal small print (prices, shipping, terms) as sanitised rich text. */
export function TermsText({ model }: BlockProps<TermsTextModel>) {
  return <SanitizedHtml className="hp-terms-text" html={model.termsAndConditionsText} />;
}

export const termsTextBlock = defineBlock({ contentType: 'TermsTextBlock', schema: termsTextSchema, Component: TermsText });
