/** A window with its DOM's classes (what DOMPurify takes). */
export type DomWindow = Window & typeof globalThis;

/**
 * The one DOM rich text is parsed, cleaned and written back in (sanitize-html, html-to-text, seo-html), imported as
 * `#dom-window` (package.json "imports"). In the browser it is the page's window. Under Node without a browser
 * condition (the first view's server bundle, node-environment tests) `#dom-window` is dom-window.server.ts instead:
 * a DOM of its own, so the server renders the markup the browser hydrates, and no browser bundle carries it.
 */
export function domWindow(): DomWindow {
  return window;
}
