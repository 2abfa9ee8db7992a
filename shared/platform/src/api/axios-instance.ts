import type { AxiosInstance } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { RedirectNotFollowedError, xCallerFor } from './api-call-contract';

/** axios's module, as `import('axios')` answers it. */
export type AxiosModule = typeof import('axios');

/** A redirect not followed, outside a browser: the 3xx itself, which validateStatus rejects. */
function isRedirect(status: number | undefined): boolean {
  return status !== undefined && status >= 300 && status < 400;
}

/**
 * The axios instance of one API's client. This module goes into axios's chunk (api-client-axios, the webpack
 * preset's) but only takes axios as an argument: importing it loads the chunk without evaluating axios's modules.
 */
export function createAxiosInstance({ default: axios, AxiosError }: AxiosModule, baseURL: string, caller: string): AxiosInstance {
  const client = axios.create({
    baseURL,
    adapter: 'fetch',
    fetchOptions: { redirect: 'manual' },
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'x-caller': xCallerFor(caller), Accept: 'application/json' },
    validateStatus: (status) => status >= 200 && status < 300,
  });
  client.interceptors.response.use(
    (response) => {
      // In a browser, a redirect not followed is an opaque response of status 0 (its type 'opaqueredirect' is not handed
      // over by axios's fetch adapter), and axios resolves a status 0 without asking validateStatus.
      if (response.status === 0) return Promise.reject(new RedirectNotFollowedError(response.config.url));
      return response;
    },
    (error: unknown) => {
      if (error instanceof AxiosError && isRedirect(error.response?.status)) {
        return Promise.reject(new RedirectNotFollowedError(error.config?.url));
      }
      return Promise.reject(error);
    },
  );
  return client;
}
