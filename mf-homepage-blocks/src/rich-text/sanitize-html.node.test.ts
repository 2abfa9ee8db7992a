/**
 * @jest-environment node
 */
// sanitize-html.test.ts's cases on the server's DOM (no window, no document): the same output as in the browser, so a
// first view's rich text hydrates as it is.
import './sanitize-html.test';
