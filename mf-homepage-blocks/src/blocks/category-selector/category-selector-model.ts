import { v } from '@storefront/platform';

const contentIdSchema = v.nullish(v.object({ id: v.nullish(v.string()) }));

export const categorySelectorItemSchema = v.object({
  cardLabel: v.string(),
  cardImage: v.string(),
  /** Relative shop path of the category. */
  ctaLink: v.nullish(v.string()),
  ctaAriaLabel: v.nullish(v.string()),
  metadata: contentIdSchema,
});

export const categorySelectorSchema = v.object({
  headline: v.nullish(v.string()),
  ctaLabel: v.nullish(v.string()),
  ctaLink: v.nullish(v.string()),
  ctaAriaLabel: v.nullish(v.string()),
  /** How many cards the editors planned to be in view on wide screens. */
  cardsInView: v.nullish(v.number()),
  metadata: contentIdSchema,
  categorySelectorItems: v.array(categorySelectorItemSchema),
});

export type CategorySelectorItemModel = v.InferOutput<typeof categorySelectorItemSchema>;
export type CategorySelectorModel = v.InferOutput<typeof categorySelectorSchema>;
