import type { FirstViewDevice } from '@storefront/contracts';
import { createFirstViewStore } from '@storefront/ui/first-view';

/** What the account page's first view was rendered for, in the document and when the browser hydrates it. */
export interface AccountFirstViewState {
  /** The device the server assumed (a window of another width never shows the markup: the shell drops it). */
  device: FirstViewDevice;
  /** The customer of the request's cookies; null for a logged-out shopper (the log-in prompt). */
  customerId: string | null;
}

export const accountFirstView = createFirstViewStore<AccountFirstViewState>();
