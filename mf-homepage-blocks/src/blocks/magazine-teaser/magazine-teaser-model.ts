import { v } from '@storefront/platform';
import { optionalImageUrl, optionalLink, optionalText } from '../model-fields';

export const magazineArticleSchema = v.object({
  ID: v.union([v.number(), v.string()]),
  title: v.pipe(v.string(), v.minLength(1)),
  /** Relative shop path of the article; a card without a safe link shows its text only. */
  link: v.string(),
  excerpt: optionalText,
  thumbnail: optionalImageUrl,
  /** Minutes. */
  reading_time: v.nullish(v.number()),
  /** Set for sponsored articles: the card says who paid for it. */
  sponsor_name: optionalText,
});

export const magazineTeaserSchema = v.object({
  petType: optionalText,
  magazineLogo: optionalImageUrl,
  categoryDescription: optionalText,
  homeUrl: optionalLink,
  browseArticleText: optionalText,
  articles: v.array(magazineArticleSchema),
});

export type MagazineArticleModel = v.InferOutput<typeof magazineArticleSchema>;
export type MagazineTeaserModel = v.InferOutput<typeof magazineTeaserSchema>;
