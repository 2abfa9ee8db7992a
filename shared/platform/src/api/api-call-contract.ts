import { apiCallInReport } from './api-call-in-report';

/**
 * What every API call of the storefront has in common, from the browser's API client or a server render: who it
 * says is calling, and that a redirect is an error rather than followed.
 */

/** Names this storefront in the x-caller header; the fragment name follows after the slash. */
export const STOREFRONT_CALLER = 'pet-storefront-web';

/** The x-caller header's value for a call made for `caller` (a fragment's name, or the shell). */
export const xCallerFor = (caller: string): string => `${STOREFRONT_CALLER}/${caller}`;

export class RedirectNotFollowedError extends Error {
  constructor(readonly url: string | undefined) {
    super(`Request to ${url === undefined ? 'unknown URL' : apiCallInReport(url)} answered with a redirect; redirects are not followed`);
    this.name = 'RedirectNotFollowedError';
  }
}
