// Imported as `@storefront/platform/server-api` by a fragment's server bundle: not part of the platform every page
// loads (the browser's calls go through the API client).
import type { ApiName, StorefrontConfig } from '@storefront/contracts';
import { RedirectNotFollowedError, xCallerFor } from './api-call-contract';
import { apiCallInReport } from './api-call-in-report';
import { fetchWithTimeout } from './fetch-with-timeout';

/** A query as the API client takes it: parameters without a value are left out. */
export type ServerApiQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** One GET on an API of the config, answering the JSON body; rejects on HTTP failure, redirect or time-out. */
export type ServerApiGet = (api: ApiName, path: string, query?: ServerApiQuery) => Promise<unknown>;

export interface ServerApiOptions {
  config: Pick<StorefrontConfig, 'apiBasePaths'>;
  /** The calling fragment, named in x-caller as the browser's API client names it. */
  caller: string;
  /** Each call's time-out (a server render waits no longer than its own answer is waited for). */
  timeoutMs: number;
}

/**
 * The API calls of one server render (a first view), with the headers of the browser's API client (x-caller) and one
 * x-correlation-id for the render. Redirects are not followed, as in the browser.
 */
export function createServerApi({ config, caller, timeoutMs }: ServerApiOptions): ServerApiGet {
  const correlationId = crypto.randomUUID();
  return async (api, path, query = {}) => {
    const url = new URL(`${config.apiBasePaths[api].replace(/\/+$/, '')}${path}`);
    Object.entries(query).forEach(([name, value]) => {
      if (value !== undefined) url.searchParams.set(name, String(value));
    });
    return fetchWithTimeout(url.href, {
      timeoutMs,
      headers: { Accept: 'application/json', 'x-caller': xCallerFor(caller), 'x-correlation-id': correlationId },
      redirect: 'manual',
      read: async (answer) => {
        if (answer.status >= 300 && answer.status < 400) throw new RedirectNotFollowedError(url.href);
        if (!answer.ok) throw new Error(`${apiCallInReport(url.pathname)} answered HTTP ${answer.status}`);
        return (await answer.json()) as unknown;
      },
    });
  };
}
