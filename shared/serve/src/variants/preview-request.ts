import { parseCookie } from 'cookie';
import {
  parsePreviewValue,
  PREVIEW_COOKIE,
  PREVIEW_QUERY_PARAMETER,
  PREVIEW_RESET,
  previewValue,
  type FragmentName,
  type PreviewedRelease,
} from '@storefront/contracts';

/** Between a cookie's previews: a comma is no cookie character (RFC 6265), `|` is none of a release name's. */
const SEPARATOR = '|';

/** What a request asks for: the previews to show, and whether the browser's cookie must change. */
export interface PreviewRequest {
  previews: PreviewedRelease[];
  /** The query changed them: the response sets (or, empty, clears) the cookie. */
  changed: boolean;
}

/** A browser keeps at most one preview per fragment, and no more than the federation has fragments. */
function byFragment(values: readonly string[]): Map<FragmentName, PreviewedRelease> {
  const previews = new Map<FragmentName, PreviewedRelease>();
  for (const value of values) {
    const preview = parsePreviewValue(value);
    if (preview) previews.set(preview.fragment, preview);
  }
  return previews;
}

/**
 * The previews a request asks for: the cookie's, with the query's (`?mf-preview=<fragment>@<release>`) on top, or
 * none after `?mf-preview=reset`. Anything that is not a fragment and a release name is ignored.
 */
export function previewRequest(url: URL, cookieHeader: string | undefined): PreviewRequest {
  const asked = url.searchParams.getAll(PREVIEW_QUERY_PARAMETER);
  const stored = cookieHeader ? (parseCookie(cookieHeader)[PREVIEW_COOKIE] ?? '') : '';
  if (asked.includes(PREVIEW_RESET)) return { previews: [], changed: true };
  const previews = byFragment([...stored.split(SEPARATOR), ...asked]);
  return { previews: [...previews.values()], changed: asked.length > 0 };
}

/** The Set-Cookie value keeping these previews for this browser's session (none: the cookie is cleared); `secure` over HTTPS. */
export function previewCookie(previews: readonly PreviewedRelease[], secure = false): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return previews.length === 0
    ? `${PREVIEW_COOKIE}=; Max-Age=0; ${attributes}`
    : `${PREVIEW_COOKIE}=${previews.map(previewValue).join(SEPARATOR)}; ${attributes}`;
}
