import { z } from 'zod';

export const seoAccordionItemSchema = z.object({
  /** Rich text; cleaned to plain heading text for the accordion button. */
  headline: z.string().min(1),
  text: z.string().nullish(),
  text2: z.string().nullish(),
  squareImage: z.string().nullish(),
  altText: z.string().nullish(),
  table: z.string().nullish(),
  cookieSettingText: z.string().nullish(),
});

export const seoAccordionSchema = z.object({
  headline: z.string().nullish(),
  html: z.string().nullish(),
  /** true: the accordion's questions are published as FAQPage structured data. */
  FAQScript: z.boolean().nullish(),
  SEOSchema: z.string().nullish(),
  items: z.array(seoAccordionItemSchema),
});

export type SeoAccordionItemModel = z.infer<typeof seoAccordionItemSchema>;
export type SeoAccordionModel = z.infer<typeof seoAccordionSchema>;
