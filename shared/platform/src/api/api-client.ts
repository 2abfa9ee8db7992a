import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { getStorefrontConfig, type ApiName } from '../config/storefront-config';
import { yieldToMain } from '../scheduling/yield-to-main';

/** The calls of one API the storefront makes (spec section 7: GET and POST), on axios, with axios's types. */
export interface ApiClient {
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T>>;
}

const clients = new Map<string, ApiClient>();

/** Makes the axios instance of one API's client, once axios has been loaded. */
type AxiosInstanceFactory = (baseURL: string, caller: string) => AxiosInstance;

let axiosLoad: Promise<AxiosInstanceFactory> | undefined;

/**
 * Loads axios once for every client: its chunk (api-client-axios, the webpack preset names it) arrives in one task
 * and axios's modules are evaluated in the next, which on a slow phone were one long task together. A failed load
 * (e.g. the chunk timing out after REQUEST_TIMEOUT_MS) is tried again by the next call.
 */
function loadAxios(): Promise<AxiosInstanceFactory> {
  axiosLoad ??= (async () => {
    const { createAxiosInstance } = await import('./axios-instance');
    await yieldToMain();
    const axios = await import('axios');
    return (baseURL: string, caller: string) => createAxiosInstance(axios, baseURL, caller);
  })().catch((error: unknown) => {
    axiosLoad = undefined;
    throw error;
  });
  return axiosLoad;
}

/** Each client's first calls go on in a task of their own once axios is there. */
async function axiosInstanceOf(baseURL: string, caller: string): Promise<AxiosInstance> {
  const createAxiosInstance = await loadAxios();
  await yieldToMain();
  return createAxiosInstance(baseURL, caller);
}

/**
 * An axios client for one API, on the base path configured now. axios itself is loaded by the first call of any
 * client (no page's first view waits for axios to arrive or to be evaluated); a failed load fails that call.
 */
export function createApiClient(api: ApiName, caller: string): ApiClient {
  const baseURL = getStorefrontConfig().apiBasePaths[api];
  let instance: Promise<AxiosInstance> | undefined;
  const axiosInstance = () =>
    (instance ??= axiosInstanceOf(baseURL, caller).catch((error: unknown) => {
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
