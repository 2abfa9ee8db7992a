import { z } from 'zod/mini';

export const seoAccordionItemSchema = z.object({
  /** Rich text; cleaned to plain heading text for the accordion button. */
  headline: z.string().check(z.minLength(1)),
  text: z.nullish(z.string()),
  text2: z.nullish(z.string()),
  squareImage: z.nullish(z.string()),
  altText: z.nullish(z.string()),
  table: z.nullish(z.string()),
  cookieSettingText: z.nullish(z.string()),
});

export const seoAccordionSchema = z.object({
  headline: z.nullish(z.string()),
  html: z.nullish(z.string()),
  /** true: the accordion's questions are published as FAQPage structured data. */
  FAQScript: z.nullish(z.boolean()),
  SEOSchema: z.nullish(z.string()),
  items: z.array(seoAccordionItemSchema),
});

export type SeoAccordionItemModel = z.infer<typeof seoAccordionItemSchema>;
export type SeoAccordionModel = z.infer<typeof seoAccordionSchema>;
