import { IMMUTABLE_FILE, REVALIDATED_DOCUMENT } from '@storefront/deploy';

export { IMMUTABLE_FILE as IMMUTABLE, REVALIDATED_DOCUMENT as REVALIDATE };

/** Content-hashed files never change under their name; everything else (HTML, registry, manifests, remote entries) must be revalidated. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|map|svg|png|webp|jpe?g|woff2?)$/;

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(filePath) ? IMMUTABLE_FILE : REVALIDATED_DOCUMENT;
}
