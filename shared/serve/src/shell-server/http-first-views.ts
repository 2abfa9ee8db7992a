import { FIRST_VIEW_ENDPOINT, type FirstViewResponse } from '@storefront/contracts';
import type { FirstViewRenderer } from './first-view-renderer';

function isFirstViewResponse(value: unknown): value is FirstViewResponse {
  const candidate = value as Partial<FirstViewResponse> | null;
  return (
    typeof candidate?.html === 'string' &&
    candidate.state !== undefined &&
    Array.isArray(candidate.stylesheets) &&
    candidate.stylesheets.every((sheet) => typeof sheet?.file === 'string' && typeof sheet.css === 'string')
  );
}

/** Asks the fragment's server of the release (next to its manifest: `<release>/first-view`), forwarding the cookies. */
export const httpFirstViews: FirstViewRenderer = async ({ manifest }, { pathname, search, device, cookie }, timeoutMs) => {
  let url: URL | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    url = new URL(FIRST_VIEW_ENDPOINT, manifest);
    url.search = new URLSearchParams({ path: pathname, search, device }).toString();
    const headers = { Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) };
    // A timer of its own rather than AbortSignal.timeout, whose timer holds the signal weakly: the abort must come.
    const controller = new AbortController();
    timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    const response = await fetch(url, { signal: controller.signal, headers });
    if (response.status === 204 || response.status === 404) return { kind: 'none' };
    if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isFirstViewResponse(body)) throw new Error('answered something else than a first view');
    return { kind: 'view', view: body };
  } catch (error) {
    return { kind: 'failed', reason: `${url ? `${url.origin}${url.pathname}` : manifest}: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
};
