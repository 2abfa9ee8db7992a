import { v } from '@storefront/platform';

const text = v.nullish(v.string());

export const magazineArticleSchema = v.object({
  ID: v.union([v.number(), v.string()]),
  title: v.pipe(v.string(), v.minLength(1)),
  /** Relative shop path of the article; a card without a safe link shows its text only. */
  link: v.string(),
  excerpt: text,
  thumbnail: text,
  /** Minutes. */
  reading_time: v.nullish(v.number()),
  /** Set for sponsored articles: the card says who paid for it. */
  sponsor_name: text,
});

export const magazineTeaserSchema = v.object({
  petType: text,
  magazineLogo: text,
  categoryDescription: text,
  homeUrl: text,
  browseArticleText: text,
  articles: v.array(magazineArticleSchema),
});

export type MagazineArticleModel = v.InferOutput<typeof magazineArticleSchema>;
export type MagazineTeaserModel = v.InferOutput<typeof magazineTeaserSchema>;
