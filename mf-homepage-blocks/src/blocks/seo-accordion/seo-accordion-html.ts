import { cleanHeadingHtml, cleanSectionHtml } from './seo-html';

// Fixed transforms (stable references) for SanitizedHtml: the block headline is the section's h2, the intro
// text sits under it (h3 and below), and an item's texts sit under the item's h3 button heading (h4 and below).
export const toBlockHeadline = (html: string) => cleanHeadingHtml(html, 2);
export const toIntroText = (html: string) => cleanSectionHtml(html, 3);
export const toItemText = (html: string) => cleanSectionHtml(html, 4);
