import { domWindow } from '#dom-window';
import { htmlToText } from '../../rich-text/html-to-text';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/** Elements that mean something without text: media, line breaks, and table structure (cells may be blank). */
const KEPT_WHEN_EMPTY = new Set([
  'BR',
  'HR',
  'IMG',
  'PICTURE',
  'SOURCE',
  'VIDEO',
  'AUDIO',
  'SVG',
  'TR',
  'TD',
  'TH',
  'THEAD',
  'TBODY',
  'TFOOT',
  'COL',
  'COLGROUP',
  'CAPTION',
]);
const MEDIA = 'img, picture, video, audio, svg, hr';

function parse(html: string): HTMLTemplateElement {
  // A template's content is inert: nothing in it loads or runs while it is rearranged.
  const template = domWindow().document.createElement('template');
  template.innerHTML = html;
  return template;
}

function isEmpty(element: Element): boolean {
  return !/\S/.test(element.textContent ?? '') && element.querySelector(MEDIA) === null;
}

function removeEmptyElements(root: DocumentFragment): void {
  // Innermost first, so a wrapper that only held empty elements is removed too.
  for (const element of Array.from(root.querySelectorAll('*')).reverse()) {
    if (!KEPT_WHEN_EMPTY.has(element.tagName) && isEmpty(element)) element.remove();
  }
}

function rename(element: Element, tagName: string): void {
  const replacement = element.ownerDocument.createElement(tagName);
  for (const attribute of Array.from(element.attributes)) replacement.setAttribute(attribute.name, attribute.value);
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
}

function levelOf(heading: Element): number {
  return Number(heading.tagName.slice(1));
}

/**
 * Spec section 5: SEO heading text is cleaned. Empty elements are removed and every heading becomes the
 * level its place on the page needs; text without a heading element is wrapped in one.
 * `<p></p><h1>Futter</h1>` at level 2 -> `<h2>Futter</h2>`.
 */
export function cleanHeadingHtml(html: string, level: HeadingLevel): string {
  const template = parse(html);
  removeEmptyElements(template.content);
  const headings = Array.from(template.content.querySelectorAll(HEADINGS));
  if (headings.length === 0) {
    if (template.content.childNodes.length === 0 || !/\S/.test(template.content.textContent ?? '')) return '';
    const heading = template.ownerDocument.createElement(`h${level}`);
    heading.append(...Array.from(template.content.childNodes));
    template.content.append(heading);
  } else {
    headings.forEach((heading) => rename(heading, `h${level}`));
  }
  return template.innerHTML;
}

/**
 * Rich text inside a section whose own heading is one level above `topLevel`: empty elements are removed and
 * headings are renumbered so the highest becomes `topLevel` and no level is skipped
 * (h1, h3 -> h4, h5 at top level 4; never above h6).
 */
export function cleanSectionHtml(html: string, topLevel: HeadingLevel): string {
  const template = parse(html);
  removeEmptyElements(template.content);
  const headings = Array.from(template.content.querySelectorAll(HEADINGS));
  const levels = [...new Set(headings.map(levelOf))].sort((a, b) => a - b);
  headings.forEach((heading) => {
    const rank = levels.indexOf(levelOf(heading));
    rename(heading, `h${Math.min(6, topLevel + rank)}`);
  });
  return template.innerHTML;
}

/** The plain text of a content headline, e.g. for a button label or structured data. */
export function headingText(html: string): string {
  return htmlToText(html);
}
