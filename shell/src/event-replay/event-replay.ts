// The contract's own module, not the contracts' index: the document's first script carries nothing else.
import {
  FIRST_VIEW_SETTLED_EVENT,
  REPLAY_CONTROL_ATTRIBUTE,
  REPLAY_OWNER_ATTRIBUTE,
  type FirstViewSettledDetail,
} from '@storefront/contracts/src/event-replay';

interface KeptClick {
  target: Element;
  init: MouseEventInit;
}

/** The control a click is on, when its click is kept until its owner has settled (see REPLAY_CONTROL_ATTRIBUTE). */
function replayableControl(target: Element): Element | null {
  const control = target.closest(`button,[${REPLAY_CONTROL_ATTRIBUTE}]`);
  if (!control) return null;
  const marked = control.getAttribute(REPLAY_CONTROL_ATTRIBUTE);
  if (marked === 'off') return null;
  // A button that submits a form works without a script.
  if (marked === null && control instanceof HTMLButtonElement && control.form && control.type !== 'button') return null;
  return control;
}

/** The click as it happened, to be dispatched again: where, which button, which keys. */
function initOf(event: MouseEvent): MouseEventInit {
  const { bubbles, cancelable, composed, detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey, button, buttons } = event;
  return { bubbles, cancelable, composed, view: window, detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey, button, buttons };
}

/**
 * Keeps the shopper's clicks on the controls of a first view (inside an element with REPLAY_OWNER_ATTRIBUTE) until
 * the shell says the owning fragment has settled it (FIRST_VIEW_SETTLED_EVENT): such a click is stopped before any
 * other listener sees it, and once its owner has settled it is dispatched again on the same element, each once and in
 * the order they came, one task apart (as a shopper's taps come: what the first one changed is rendered before the
 * next). A click that comes while they are handed over waits behind them. A click whose element is gone by then (the
 * first one closed it, the owner rendered afresh or gave the first view up) is dropped. Clicks outside first views,
 * on links and on buttons that submit a form pass untouched; so does every click once its owner's are handed over.
 *
 * Runs as the document's first script (inlined by the shell's build: index.html), before anything is painted.
 * Returns the function that stops it (for tests).
 */
export function startEventReplay(): () => void {
  const handedOver = new Set<string>();
  const settling = new Set<string>();
  const kept = new Map<string, KeptClick[]>();
  let replaying = false;
  const keep = (event: MouseEvent) => {
    const target = event.target;
    if (replaying || !(target instanceof Element)) return;
    const owner = replayableControl(target)?.closest(`[${REPLAY_OWNER_ATTRIBUTE}]`)?.getAttribute(REPLAY_OWNER_ATTRIBUTE);
    if (owner == null || handedOver.has(owner)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const clicks = kept.get(owner) ?? [];
    kept.set(owner, clicks);
    clicks.push({ target, init: initOf(event) });
  };
  const handOver = (owner: string) => {
    const click = kept.get(owner)?.shift();
    if (!click) {
      kept.delete(owner);
      handedOver.add(owner);
      return;
    }
    if (click.target.isConnected) {
      replaying = true;
      try {
        click.target.dispatchEvent(new MouseEvent('click', click.init));
      } finally {
        replaying = false;
      }
    }
    setTimeout(() => handOver(owner), 0);
  };
  const settle = (event: Event) => {
    const owner = (event as CustomEvent<FirstViewSettledDetail | null>).detail?.fragment;
    if (typeof owner === 'string' && !handedOver.has(owner) && !settling.has(owner)) {
      settling.add(owner);
      handOver(owner);
    }
  };
  // Capturing on the window: before the listeners of any element, React's roots included.
  window.addEventListener('click', keep, true);
  document.addEventListener(FIRST_VIEW_SETTLED_EVENT, settle);
  return () => {
    window.removeEventListener('click', keep, true);
    document.removeEventListener(FIRST_VIEW_SETTLED_EVENT, settle);
  };
}
