import { v } from '@storefront/platform';

// Field rules the block models share. Each block decides where it renders what a blank or missing value means.

/** A string, missing or null; any other type is refused. */
export const optionalText = /* #__PURE__ */ v.nullish(v.string());
/** An image URL a block can do without. */
export const optionalImageUrl = optionalText;
/** An image URL the model must carry (a blank one included). */
export const imageUrl = /* #__PURE__ */ v.string();
/** Alt text; each block picks its fallback, at last '' (decorative). */
export const altText = optionalText;
/** A link from content; blocks link it only through safeHref. */
export const optionalLink = optionalText;
/** `metadata.id` of a block or item: object and id each optional. */
export const contentMetadata = /* #__PURE__ */ v.nullish(v.object({ id: optionalText }));
