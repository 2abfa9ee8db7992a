/** A file of a release: its path never serves other content, so browsers and CDNs keep it as long as they like. */
export const IMMUTABLE_FILE = 'public, max-age=31536000, immutable';
/** A document that changes under its name (the HTML, the registry, a live entry, the config): asked again every time. */
export const REVALIDATED_DOCUMENT = 'no-cache';
