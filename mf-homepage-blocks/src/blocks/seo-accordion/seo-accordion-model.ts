import { v } from '@storefront/platform';
import { altText, optionalImageUrl, optionalText } from '../model-fields';

export const seoAccordionItemSchema = v.object({
  /** Rich text; cleaned to plain heading text for the accordion button. */
  headline: v.pipe(v.string(), v.minLength(1)),
  text: optionalText,
  text2: optionalText,
  squareImage: optionalImageUrl,
  altText,
  table: optionalText,
  cookieSettingText: optionalText,
});

export const seoAccordionSchema = v.object({
  headline: optionalText,
  html: optionalText,
  /** true: the accordion's questions are published as FAQPage structured data. */
  FAQScript: v.nullish(v.boolean()),
  SEOSchema: optionalText,
  items: v.array(seoAccordionItemSchema),
});

export type SeoAccordionItemModel = v.InferOutput<typeof seoAccordionItemSchema>;
export type SeoAccordionModel = v.InferOutput<typeof seoAccordionSchema>;
