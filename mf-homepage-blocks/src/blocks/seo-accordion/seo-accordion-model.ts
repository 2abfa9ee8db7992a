import { v } from '@storefront/platform';

export const seoAccordionItemSchema = v.object({
  /** Rich text; cleaned to plain heading text for the accordion button. */
  headline: v.pipe(v.string(), v.minLength(1)),
  text: v.nullish(v.string()),
  text2: v.nullish(v.string()),
  squareImage: v.nullish(v.string()),
  altText: v.nullish(v.string()),
  table: v.nullish(v.string()),
  cookieSettingText: v.nullish(v.string()),
});

export const seoAccordionSchema = v.object({
  headline: v.nullish(v.string()),
  html: v.nullish(v.string()),
  /** true: the accordion's questions are published as FAQPage structured data. */
  FAQScript: v.nullish(v.boolean()),
  SEOSchema: v.nullish(v.string()),
  items: v.array(seoAccordionItemSchema),
});

export type SeoAccordionItemModel = v.InferOutput<typeof seoAccordionItemSchema>;
export type SeoAccordionModel = v.InferOutput<typeof seoAccordionSchema>;
