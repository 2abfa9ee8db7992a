// A staged release shown to one browser only (`npm run deploy -- <fragment> --stage` prints the link): the shell's
// server composes that browser's documents with it, keeps it in a cookie for the browser's next pages, and drops it
// on `?mf-preview=reset`. Only a release published in the shop's own storage and not left behind (live once and switched
// away from, a canary's candidate taken out) can be previewed.
import { fragmentByName, type FragmentName } from './federation';

/** `?mf-preview=<fragment>@<release>` (repeatable) or `?mf-preview=reset`. */
export const PREVIEW_QUERY_PARAMETER = 'mf-preview';
export const PREVIEW_RESET = 'reset';
/** Where the browser keeps its previews: a session cookie the shell's server sets and reads (no script reads it). */
export const PREVIEW_COOKIE = 'storefront-preview';

/** A published release's name: `<version>-<ten hex digits of its content hash>`, nothing that leaves its folder. */
const RELEASE_NAME = /^[0-9A-Za-z.+-]+-[0-9a-f]{10}$/;

export function isReleaseName(name: string): boolean {
  return RELEASE_NAME.test(name) && !name.startsWith('.');
}

export interface PreviewedRelease {
  fragment: FragmentName;
  release: string;
}

/** `mf-own-brand@1.0.0-3f2a9c1d0b` as a fragment and a release; undefined for anything else. */
export function parsePreviewValue(value: string): PreviewedRelease | undefined {
  const at = value.indexOf('@');
  const fragment = value.slice(0, at);
  const release = value.slice(at + 1);
  if (at <= 0 || !fragmentByName(fragment) || !isReleaseName(release)) return undefined;
  return { fragment: fragment as FragmentName, release };
}

export function previewValue({ fragment, release }: PreviewedRelease): string {
  return `${fragment}@${release}`;
}

/** The link that opens the shop with this release for the browser that follows it. */
export function previewLink(shopUrl: string, preview: PreviewedRelease): string {
  const url = new URL('/', shopUrl);
  url.searchParams.set(PREVIEW_QUERY_PARAMETER, previewValue(preview));
  return url.toString();
}
