import { v } from '@storefront/platform';

export const secondaryHeroSchema = v.object({
  title: v.nullish(v.string()),
  /** The call to action's text (field name as in the spec). */
  ctrText: v.nullish(v.string()),
  targetLink: v.nullish(v.string()),
  desktopImage: v.nullish(v.string()),
  desktopImageAltText: v.nullish(v.string()),
  tabletImage: v.nullish(v.string()),
  tabletImageAltText: v.nullish(v.string()),
  mobileImage: v.nullish(v.string()),
  mobileImageAltText: v.nullish(v.string()),
});

export type SecondaryHeroModel = v.InferOutput<typeof secondaryHeroSchema>;
