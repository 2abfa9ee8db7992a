/**
 * @jest-environment node
 */
// seo-html.test.ts's cases on the server's DOM (no window, no document): SEO headings and texts come out of a first
// view as the browser cleans them.
import './seo-html.test';
