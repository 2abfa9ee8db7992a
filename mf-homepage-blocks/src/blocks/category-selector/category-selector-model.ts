import { v } from '@storefront/platform';
import { contentMetadata, imageUrl, optionalLink, optionalText } from '../model-fields';

export const categorySelectorItemSchema = v.object({
  cardLabel: v.string(),
  cardImage: imageUrl,
  /** Relative shop path of the category. */
  ctaLink: optionalLink,
  ctaAriaLabel: optionalText,
  metadata: contentMetadata,
});

export const categorySelectorSchema = v.object({
  headline: optionalText,
  ctaLabel: optionalText,
  ctaLink: optionalLink,
  ctaAriaLabel: optionalText,
  /** How many cards the editors planned to be in view on wide screens. */
  cardsInView: v.nullish(v.number()),
  metadata: contentMetadata,
  categorySelectorItems: v.array(categorySelectorItemSchema),
});

export type CategorySelectorItemModel = v.InferOutput<typeof categorySelectorItemSchema>;
export type CategorySelectorModel = v.InferOutput<typeof categorySelectorSchema>;
