/**
 * What the shell's server and the shell's code agree on about the HTML document (see shared/serve, shell-document):
 * the server inlines the deployment documents as JSON data blocks, so the shell reads them without two requests
 * in sequence, and leaves out the static consent banner once the shopper has decided.
 */

/** Ids of the JSON data blocks (`<script type="application/json">`) the server inlines into the document. */
export const INLINE_DOCUMENT_IDS = {
  config: 'storefront-config',
  registry: 'storefront-registry',
} as const;

export type InlineDocumentName = keyof typeof INLINE_DOCUMENT_IDS;

/** Where each inlined document is also served, for a shell served without the document server (webpack dev). */
export const DOCUMENT_URLS: Record<InlineDocumentName, string> = {
  config: '/storefront-config.json',
  registry: '/registry.json',
};

/** The element the consent banner lives in: the built index.html holds the banner's static markup in it. */
export const CONSENT_BANNER_CONTAINER_ID = 'shell-consent';

/**
 * Comments around the consent banner's container in the built index.html. Once the shopper has decided, the server
 * puts an empty container in their place, so the banner never shows, not even for a frame.
 */
export const CONSENT_BANNER_MARKERS = { start: '<!--consent-banner-->', end: '<!--/consent-banner-->' } as const;

/**
 * The `Server-Timing` entry the shell's server sends the document's field token in (`sf-field;desc="<token>"`): in a
 * header, not in the HTML, so one document's bytes go to many shoppers while each page has its own token. The page
 * reads it from its navigation entry (`performance.getEntriesByType('navigation')[0].serverTiming`).
 */
export const FIELD_TOKEN_SERVER_TIMING = 'sf-field';

/** The `Server-Timing` header value that carries a document's field token. */
export const fieldTokenServerTiming = (token: string): string => `${FIELD_TOKEN_SERVER_TIMING};desc="${token}"`;

/** The field token in a response's `Server-Timing` header, if it carries one (for tools and tests outside a browser). */
export function fieldTokenOfServerTiming(header: string | undefined): string | undefined {
  return new RegExp(`(?:^|,)\\s*${FIELD_TOKEN_SERVER_TIMING};desc="([^"]+)"`).exec(header ?? '')?.[1];
}
