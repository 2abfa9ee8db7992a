import { waitFor } from '@testing-library/react';
import { SETTLE_TIMEOUT_MS } from '@storefront/build/test-timeouts';

/** What says a page or part of it is still loading: the storefront marks every loading region `aria-busy="true"`. */
const BUSY = '[aria-busy="true"]';

/**
 * Waits until nothing inside `container` is busy and `ready` (when given) passes, checking only cheap selectors and
 * the caller's own check: a wait that polls role queries (`findByRole`) recomputes every element's style on each
 * DOM change and takes the CPU from the very render it waits for. The wait is bounded by the test's own time-out,
 * not by a shorter default: how long a page-sized render takes depends on how busy the machine is, not on the code.
 * Then query what the shopper sees with `getBy…`, once.
 */
export async function untilSettled(container: HTMLElement, ready?: () => void): Promise<void> {
  await waitFor(
    () => {
      const busy = container.querySelector(BUSY);
      if (busy) throw new Error(`Still loading: ${busy.outerHTML.slice(0, 200)}`);
      ready?.();
    },
    { timeout: SETTLE_TIMEOUT_MS },
  );
}
