import type { QueuedEventName } from '../queue/data-layer-entry';

/** Spec section 8, word for word. */
export const PAGE_VIEW_WITHOUT_PAGE_CODE_MESSAGE = 'Unable to track PAGE_VIEW as there is no page code available in context';

/** Spec section 8 ("logs that no tracking page code was provided") for every event but PAGE_VIEW. */
export function missingPageCodeMessage(event: Exclude<QueuedEventName, 'PAGE_VIEW'>): string {
  return `No tracking page code was provided, unable to track ${event}`;
}
