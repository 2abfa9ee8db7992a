import { domWindow } from '#dom-window';
import { sanitizeHtml } from './sanitize-html';

/** The plain text of rich text, whitespace collapsed (e.g. for structured data). */
export function htmlToText(html: string): string {
  const template = domWindow().document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  // Block boundaries become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab".
  template.content.querySelectorAll('p, div, li, br, h1, h2, h3, h4, h5, h6, tr, td, th').forEach((element) => {
    element.after(' ');
  });
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
