import { FIRST_VIEW_DEVICES } from '@storefront/contracts';
import { v } from '@storefront/platform';
import { readFirstViewState } from '@storefront/ui/first-view';
import { FRAGMENT_NAME } from '../fragment';
import { accountFirstView } from './account-first-view';

const stateSchema = v.object({ device: v.picklist(FIRST_VIEW_DEVICES), customerId: v.nullish(v.string()) });

/**
 * Reads the server's first view from the document, so the page's first render hydrates it. Without one, or with a
 * malformed one (reported), nothing is provided: the page renders as without a server, over the markup.
 */
export function prepareFirstView(): void {
  const state = readFirstViewState(stateSchema, FRAGMENT_NAME);
  accountFirstView.provide(state && { device: state.device, customerId: state.customerId ?? null });
}
