import { getStorefrontConfig, type ApiName } from '../config/storefront-config';
import { apiUrl, type ApiQuery } from './api-url';
import { fetchWithTimeout, RequestTimeoutError } from './fetch-with-timeout';

/** Names this storefront in the x-caller header; the fragment name follows after the slash. */
export const STOREFRONT_CALLER = 'pet-storefront-web';

export class RedirectNotFollowedError extends Error {
  constructor(readonly url: string | undefined) {
    super(`Request to ${url ?? 'unknown URL'} answered with a redirect; redirects are not followed`);
    this.name = 'RedirectNotFollowedError';
  }
}

/** What one call asks for besides its path (and, for a POST, its JSON body). */
export interface ApiRequestConfig {
  /** Query parameters; those without a value (undefined, null) are left out. */
  params?: ApiQuery;
  /** Headers besides the client's own (Accept JSON, x-caller), which these replace by name. */
  headers?: Readonly<Record<string, string>>;
}

/** A 2xx answer: its status and its body, parsed as JSON (the text when it is not JSON, undefined when empty). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * A failed call: `response` holds the status and body of a non-2xx answer (none for a network failure, whose message
 * is `Network Error`); `config` names the request by the path the caller asked for (withErrorReporting adds both to
 * its report).
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly config: { url: string; method: string },
    readonly response?: { status: number; data: unknown },
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The calls of one API for one fragment (getApiClient). */
export interface ApiClient {
  get<T = unknown>(path: string, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
}

function isRedirect(response: Response): boolean {
  // With `redirect: 'manual'` a browser answers a redirect as an opaque response (status 0); other runtimes give the 3xx.
  return response.type === 'opaqueredirect' || response.status === 0 || (response.status >= 300 && response.status < 400);
}

/** The body as the callers read it: JSON, or the text when it is not JSON, undefined when there is none. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A client for one API of spec section 7 on `fetch`: every call sends x-caller naming the storefront and `caller`,
 * the shop's cookies (credentials), never follows a redirect (RedirectNotFollowedError) and is given up after
 * REQUEST_TIMEOUT_MS (RequestTimeoutError, also while its body arrives); an answer outside 2xx rejects with an
 * ApiRequestError carrying its status. The base path is the config's when the call is made.
 */
export function createApiClient(api: ApiName, caller: string): ApiClient {
  const request = async <T>(method: 'GET' | 'POST', path: string, body: unknown, config: ApiRequestConfig = {}): Promise<ApiResponse<T>> => {
    const url = apiUrl(getStorefrontConfig().apiBasePaths[api], path, config.params);
    // As a report names the call: the path the caller asked for (the base path is the config's).
    const described = { url: path, method: method.toLowerCase() };
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'x-caller': `${STOREFRONT_CALLER}/${caller}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...config.headers,
    };
    let answer: { response: Response; data: unknown };
    try {
      answer = await fetchWithTimeout(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
        redirect: 'manual',
        read: async (response) => ({ response, data: isRedirect(response) ? undefined : await readBody(response) }),
      });
    } catch (error) {
      if (error instanceof RequestTimeoutError) throw error;
      throw new ApiRequestError('Network Error', described);
    }
    const { response, data } = answer;
    if (isRedirect(response)) throw new RedirectNotFollowedError(path);
    if (!response.ok) throw new ApiRequestError(`Request failed with status code ${response.status}`, described, { status: response.status, data });
    return { data: data as T, status: response.status, headers: response.headers };
  };
  return {
    get: (path, config) => request('GET', path, undefined, config),
    post: (path, body, config) => request('POST', path, body ?? {}, config),
  };
}

const clients = new Map<string, ApiClient>();

/** One client per API and calling fragment, with the fragment named in x-caller. */
export function getApiClient(api: ApiName, caller: string): ApiClient {
  const key = `${api}|${caller}|${getStorefrontConfig().apiBasePaths[api]}`;
  let client = clients.get(key);
  if (!client) {
    client = createApiClient(api, caller);
    clients.set(key, client);
  }
  return client;
}
