import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { getStorefrontConfig, type ApiName } from '../config/storefront-config';
import { yieldToMain } from '../scheduling/yield-to-main';

/** Names this storefront in the x-caller header; the fragment name follows after the slash. */
export const STOREFRONT_CALLER = 'pet-storefront-web';

export class RedirectNotFollowedError extends Error {
  constructor(readonly url: string | undefined) {
    super(`Request to ${url ?? 'unknown URL'} answered with a redirect; redirects are not followed`);
    this.name = 'RedirectNotFollowedError';
  }
}

/** The calls of one API the storefront makes (spec section 7: GET and POST), on axios, with axios's types. */
export interface ApiClient {
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T>>;
}

const clients = new Map<string, ApiClient>();

function isRedirect(status: number | undefined): boolean {
  // A manual redirect surfaces as an opaque response (status 0) in browsers, as the 3xx itself elsewhere.
  return status === 0 || (status !== undefined && status >= 300 && status < 400);
}

async function createAxiosInstance(baseURL: string, caller: string): Promise<AxiosInstance> {
  // A chunk of its own (api-client-axios, the webpack preset names it), requested with the first call: no page's
  // first view waits for axios to arrive or to be evaluated.
  const { default: axios, AxiosError } = await import('axios');
  // Each client's first calls go on in a task of their own: with axios's evaluation, a page's first calls were one
  // long task on a slow phone.
  await yieldToMain();
  const client = axios.create({
    baseURL,
    adapter: 'fetch',
    fetchOptions: { redirect: 'manual' },
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'x-caller': `${STOREFRONT_CALLER}/${caller}`, Accept: 'application/json' },
    validateStatus: (status) => status >= 200 && status < 300,
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof AxiosError && isRedirect(error.response?.status)) {
      return Promise.reject(new RedirectNotFollowedError(error.config?.url));
    }
    return Promise.reject(error);
  });
  return client;
}

/**
 * An axios client for one API, on the base path configured now. axios itself is loaded by the first call (a failed
 * load, e.g. the chunk timing out after REQUEST_TIMEOUT_MS, fails that call and is tried again by the next one).
 */
export function createApiClient(api: ApiName, caller: string): ApiClient {
  const baseURL = getStorefrontConfig().apiBasePaths[api];
  let instance: Promise<AxiosInstance> | undefined;
  const axiosInstance = () =>
    (instance ??= createAxiosInstance(baseURL, caller).catch((error: unknown) => {
      instance = undefined;
      throw error;
    }));
  return {
    get: (url, config) => axiosInstance().then((client) => client.get(url, config)),
    post: (url, data, config) => axiosInstance().then((client) => client.post(url, data, config)),
  };
}

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
