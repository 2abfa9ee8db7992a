import {
  FIRST_VIEW_DEVICE_ATTRIBUTE,
  FIRST_VIEW_DEVICE_WIDTHS,
  FIRST_VIEW_MANIFEST_ATTRIBUTE,
  FIRST_VIEW_MARKUP_ATTRIBUTE,
  FIRST_VIEW_SETTLED_EVENT,
  FIRST_VIEW_STATE_ID,
  SLOT_CLASS_NAMES,
  type FirstViewDevice,
  type FirstViewSettledDetail,
} from '@storefront/contracts';
import { firstScreenShown } from '@storefront/platform';
import { recordFieldError } from '../field/field-recorder';
import type { ApplicationDefinition } from './application-definitions';

export type SlotState = 'idle' | 'loading' | 'ready' | 'error';

export interface ApplicationSlot {
  /** The element the fragment renders into. */
  content: HTMLElement;
  state(): SlotState;
  set(state: SlotState): void;
}

const LOADING_TEXT = 'Inhalte werden geladen …';
const errorText = (label: string) => `${label}: Dieser Bereich ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.`;

/** The server rendered the markup for a device whose widths cover this window's. */
function widthFits(device: string | null): boolean {
  const widths: { min: number; max: number } | undefined = FIRST_VIEW_DEVICE_WIDTHS[device as FirstViewDevice];
  return widths !== undefined && window.innerWidth >= widths.min && window.innerWidth <= widths.max;
}

/**
 * The slot the shell's server made around the fragment's first view (shared/serve: first-view-markup.ts), if it did, with
 * the release this page loads and for this window's width. Otherwise (a local override, a tablet with a phone's user
 * agent: its stylesheet kept it hidden) it is dropped with its state, and the fragment renders as without a server.
 */
function serverRenderedSlot(
  definition: ApplicationDefinition,
  parent: HTMLElement,
  manifest: string | undefined,
): { root: HTMLElement; content: HTMLElement } | undefined {
  const root = [...parent.children].find((child): child is HTMLElement => child instanceof HTMLElement && child.dataset.fragment === definition.name);
  const content = root?.querySelector<HTMLElement>(`:scope > .${SLOT_CLASS_NAMES.content}`);
  if (!root || !content) return undefined;
  if (root.getAttribute(FIRST_VIEW_MANIFEST_ATTRIBUTE) === manifest && widthFits(root.getAttribute(FIRST_VIEW_DEVICE_ATTRIBUTE))) return { root, content };
  root.remove();
  document.getElementById(FIRST_VIEW_STATE_ID)?.remove();
  return undefined;
}

/**
 * One slot per application: its content element plus a loading and an error state around it. A slot the server
 * rendered with the fragment's first view of the release at `manifest` is taken over where it is, its markup untouched.
 */
export function createApplicationSlot(definition: ApplicationDefinition, parent: HTMLElement, manifest?: string): ApplicationSlot {
  const existing = serverRenderedSlot(definition, parent, manifest);
  const root = existing?.root ?? document.createElement('div');
  root.className = `${SLOT_CLASS_NAMES.root} ${SLOT_CLASS_NAMES.root}--${definition.kind}`;
  root.dataset.fragment = definition.name;
  const status = document.createElement('div');
  status.className = SLOT_CLASS_NAMES.status;
  status.setAttribute('role', 'status');
  const content = existing?.content ?? document.createElement('div');
  content.className = SLOT_CLASS_NAMES.content;
  if (existing) {
    root.prepend(status);
  } else {
    root.append(status, content);
    parent.append(root);
  }

  let current: SlotState = 'idle';
  // The server's first view waits for its fragment to settle it: the document's event replay keeps the clicks on its
  // controls until then (shell/src/event-replay).
  let firstViewPending = existing !== undefined;
  return {
    content,
    state: () => current,
    set(state) {
      if (state === 'error' && current !== 'error') recordFieldError('slot-error', definition.name);
      current = state;
      root.dataset.state = state;
      root.setAttribute('aria-busy', String(state === 'loading'));
      // The server's first view of a fragment that cannot run (links only, none of its controls would work) or of a
      // route the shopper left before it ran.
      if ((state === 'error' || state === 'idle') && content.hasAttribute(FIRST_VIEW_MARKUP_ATTRIBUTE)) {
        content.removeAttribute(FIRST_VIEW_MARKUP_ATTRIBUTE);
        content.replaceChildren();
      }
      // Left: a later visit of the route is rendered in the browser, and its page takes its length as without a server
      // (the shell's stylesheet counts a slot marked with a first view as knowing its length).
      if (state === 'idle') root.removeAttribute(FIRST_VIEW_MANIFEST_ATTRIBUTE);
      // Mounted (hydrated, or rendered afresh) or given up: the clicks kept meanwhile go to what the slot now holds.
      if (firstViewPending && state !== 'loading') {
        firstViewPending = false;
        document.dispatchEvent(new CustomEvent<FirstViewSettledDetail>(FIRST_VIEW_SETTLED_EVENT, { detail: { fragment: definition.name } }));
      }
      if (definition.kind === 'background') return;
      // The route's page has mounted (or failed): what waits for the first screen (tracking) may start.
      if (state === 'ready' || state === 'error') firstScreenShown();
      status.textContent = state === 'loading' ? LOADING_TEXT : state === 'error' ? errorText(definition.label) : '';
      status.className = `${SLOT_CLASS_NAMES.status} ${SLOT_CLASS_NAMES.status}--${state}`;
    },
  };
}
