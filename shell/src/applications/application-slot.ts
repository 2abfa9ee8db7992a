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

/** One slot per application: its content element plus a loading and an error state around it. */
export function createApplicationSlot(definition: ApplicationDefinition, parent: HTMLElement): ApplicationSlot {
  const root = document.createElement('div');
  root.className = `shell-slot shell-slot--${definition.kind}`;
  root.dataset.fragment = definition.name;
  const status = document.createElement('div');
  status.className = 'shell-slot__status';
  status.setAttribute('role', 'status');
  const content = document.createElement('div');
  content.className = 'shell-slot__content';
  root.append(status, content);
  parent.append(root);

  let current: SlotState = 'idle';
  return {
    content,
    state: () => current,
    set(state) {
      current = state;
      root.dataset.state = state;
      root.setAttribute('aria-busy', String(state === 'loading'));
      if (definition.kind === 'background') return;
      status.textContent = state === 'loading' ? LOADING_TEXT : state === 'error' ? errorText(definition.label) : '';
      status.className = `shell-slot__status shell-slot__status--${state}`;
    },
  };
}
