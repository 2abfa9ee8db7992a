/** Content-hashed files never change under their name; everything else (HTML, registry, manifests, remote entries) must be revalidated. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|map|svg|png|webp|jpe?g|woff2?)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(filePath) ? IMMUTABLE : REVALIDATE;
}
