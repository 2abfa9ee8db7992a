// Event replay (shell/src/event-replay): a phone paints a first view from the server's HTML before the code that
// makes its controls work has run. The document's first script keeps the clicks on those controls until the fragment
// that owns them has taken the first view over, then hands them over in order.

/**
 * On the slot of a first view the shell's server put into the document; its value names the fragment that owns it.
 * Clicks on its controls are kept until that fragment's first view has settled.
 */
export const REPLAY_OWNER_ATTRIBUTE = 'data-replay-owner';

/**
 * Which controls of a first view have their clicks kept and replayed: every `<button>` that does not submit a form,
 * and any other element a fragment marks with this attribute (a control whose click its script handles); the value
 * `off` leaves a button out. Links and form submissions need no replay: they work without a script.
 */
export const REPLAY_CONTROL_ATTRIBUTE = 'data-replay';

/**
 * Dispatched on `document` by the shell once the fragment owning a first view has settled it: mounted (its first
 * view hydrated, or rendered afresh over it), or given up (failed, or its route left), which takes the first view's
 * markup out. `detail` is a FirstViewSettledDetail.
 */
export const FIRST_VIEW_SETTLED_EVENT = 'storefront:first-view-settled';

export interface FirstViewSettledDetail {
  /** The fragment, as the owner attribute names it. */
  fragment: string;
}
