import axios, { AxiosError, type AxiosInstance } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { getStorefrontConfig, type ApiName } from '../config/storefront-config';

/** Names this storefront in the x-caller header; the fragment name follows after the slash. */
export const STOREFRONT_CALLER = 'pet-storefront-web';

export class RedirectNotFollowedError extends Error {
  constructor(readonly url: string | undefined) {
    super(`Request to ${url ?? 'unknown URL'} answered with a redirect; redirects are not followed`);
    this.name = 'RedirectNotFollowedError';
  }
}

const clients = new Map<string, AxiosInstance>();

function isRedirect(status: number | undefined): boolean {
  // A manual redirect surfaces as an opaque response (status 0) in browsers, as the 3xx itself elsewhere.
  return status === 0 || (status !== undefined && status >= 300 && status < 400);
}

export function createApiClient(api: ApiName, caller: string): AxiosInstance {
  const client = axios.create({
    baseURL: getStorefrontConfig().apiBasePaths[api],
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

/** One client per API and calling fragment, with the fragment named in x-caller. */
export function getApiClient(api: ApiName, caller: string): AxiosInstance {
  const key = `${api}|${caller}|${getStorefrontConfig().apiBasePaths[api]}`;
  let client = clients.get(key);
  if (!client) {
    client = createApiClient(api, caller);
    clients.set(key, client);
  }
  return client;
}
