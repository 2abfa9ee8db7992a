import type { SettledOutcome } from '@storefront/contracts';
import type { ProductTab } from './tab-container-model';

/** Tabs are known by their position in content (ProductTab.position). */
export interface TabState {
  selected: number | undefined;
  /** Tabs opened at least once: their products have been asked for, and their panels stay mounted. */
  opened: ReadonlySet<number>;
  /** Tabs whose products have decided what the tab shows. */
  decided: ReadonlySet<number>;
  /** Tabs whose products turned out too few to show: left out like tabs without products. */
  empty: ReadonlySet<number>;
  /** Some tab has shown its products. */
  shown: boolean;
  /** The product carousel cannot be loaded: no tab can show anything. */
  unavailable: boolean;
}

export type TabAction = { type: 'select'; position: number } | { type: 'settled'; position: number; outcome: SettledOutcome } | { type: 'unavailable' };

export function initialTabState(tabs: readonly ProductTab[]): TabState {
  const first = tabs[0]?.position;
  return { selected: first, opened: new Set(first === undefined ? [] : [first]), decided: new Set(), empty: new Set(), shown: false, unavailable: false };
}

/** The open tab is still asking for its products. */
export function selectedIsLoading(state: TabState): boolean {
  return state.selected !== undefined && !state.decided.has(state.selected);
}

export function visibleTabs(tabs: readonly ProductTab[], state: TabState): ProductTab[] {
  return state.unavailable ? [] : tabs.filter((tab) => !state.empty.has(tab.position));
}

const withItem = (set: ReadonlySet<number>, item: number) => new Set([...set, item]);

function select(state: TabState, position: number | undefined): TabState {
  return { ...state, selected: position, opened: position === undefined ? state.opened : withItem(state.opened, position) };
}

/** What happens to the tabs: a shopper selects one; a tab's products decide; the carousel is unavailable. */
export function tabReducer(tabs: readonly ProductTab[]) {
  return (state: TabState, action: TabAction): TabState => {
    switch (action.type) {
      case 'select':
        return select(state, action.position);
      case 'unavailable':
        return { ...state, unavailable: true };
      case 'settled': {
        const decided = { ...state, decided: withItem(state.decided, action.position) };
        if (action.outcome === 'shown') return { ...decided, shown: true };
        const next = { ...decided, empty: withItem(state.empty, action.position) };
        if (state.selected !== action.position) return next;
        // The open tab drops out: its right-hand neighbour opens instead, or the last tab when it was the last.
        const remaining = visibleTabs(tabs, next);
        const neighbour = remaining.find((tab) => tab.position > action.position) ?? remaining[remaining.length - 1];
        return select(next, neighbour?.position);
      }
    }
  };
}
