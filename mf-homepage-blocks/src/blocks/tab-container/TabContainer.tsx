import { useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import type { SettledOutcome } from '@storefront/contracts';
import { useTracking } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import { useBlockSettled } from '../../pipeline/block-settled';
import { usableTabs, type ProductTab, type TabContainerModel } from './tab-container-model';
import { TAB_TARGET, TABLIST_LABEL, tabKey } from './tab-container-texts';
import { tabAfterKey } from './tab-keys';
import { initialTabState, selectedIsLoading, tabReducer, visibleTabs } from './tab-state';
import { ProductTabPanel } from './ProductTabPanel';
import './tab-container.css';

/**
 * Spec sections 2 and 3: tabs of product carousels, each panel with its banner on top. ARIA tabs with automatic
 * activation: arrow keys move between the tabs (wrapping), Home and End to the first and last; one panel shows.
 * A tab's products are asked for when it is first opened. Tabs of another kind, without products or whose products
 * turn out too few are left out; with no tab left the container renders nothing. Until the first tab has decided it
 * keeps its place invisibly, so a container that ends up empty never flashes.
 */
export function TabContainer({ model, blockId }: BlockProps<TabContainerModel>) {
  const tabs = useMemo(() => usableTabs(model), [model]);
  const [state, dispatch] = useReducer(
    useMemo(() => tabReducer(tabs), [tabs]),
    tabs,
    initialTabState,
  );
  const visible = visibleTabs(tabs, state);
  const settled = useBlockSettled();
  const tracking = useTracking();
  const idPrefix = useId();
  const tabButtons = useRef(new Map<number, HTMLButtonElement>());
  const panels = useRef<HTMLDivElement>(null);
  const focusSelected = useRef(false);
  // While a newly opened tab loads, the panels keep the height of the panel shown before, so nothing below moves.
  const [heldHeight, setHeldHeight] = useState<number>();

  const nothingLeft = visible.length === 0;
  useEffect(() => {
    if (state.shown) settled.ready();
  }, [state.shown, settled]);
  useEffect(() => {
    if (nothingLeft) settled.empty();
  }, [nothingLeft, settled]);
  useEffect(() => {
    if (!focusSelected.current || state.selected === undefined) return;
    focusSelected.current = false;
    tabButtons.current.get(state.selected)?.focus();
  }, [state.selected]);

  if (nothingLeft) return null;

  const open = (tab: ProductTab, { focus }: { focus: boolean }) => {
    if (tab.position === state.selected) return;
    if (!state.opened.has(tab.position)) setHeldHeight(panels.current?.offsetHeight);
    focusSelected.current = focus;
    dispatch({ type: 'select', position: tab.position });
    tracking.click({ name: TAB_TARGET, id: tabKey(blockId, tab.position) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = visible.findIndex((tab) => tab.position === state.selected);
    const next = visible[tabAfterKey(event.key, Math.max(current, 0), visible.length) ?? -1];
    if (!next) return;
    event.preventDefault();
    if (next.position === state.selected) tabButtons.current.get(next.position)?.focus();
    else open(next, { focus: true });
  };
  const onTabSettled = (tab: ProductTab, outcome: SettledOutcome) => {
    // A tab that drops out while focused hands the focus to the tab that opens in its place.
    if (outcome === 'empty' && tabButtons.current.get(tab.position) === document.activeElement) focusSelected.current = true;
    dispatch({ type: 'settled', position: tab.position, outcome });
  };
  const tabId = (tab: ProductTab) => `${idPrefix}-tab-${tab.position}`;
  const panelId = (tab: ProductTab) => `${idPrefix}-panel-${tab.position}`;

  return (
    <div className={state.shown ? 'hp-tab-container-frame' : 'hp-tab-container-frame hp-tab-container-frame--loading'}>
      <div className="hp-tab-container" style={state.shown ? undefined : { visibility: 'hidden' }}>
        <div className="hp-tab-container__tabs" role="tablist" aria-label={TABLIST_LABEL}>
          {visible.map((tab) => {
            const selected = tab.position === state.selected;
            return (
              <button
                key={tab.position}
                ref={(element) => {
                  if (element) tabButtons.current.set(tab.position, element);
                  else tabButtons.current.delete(tab.position);
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                className="hp-tab-container__tab"
                aria-selected={selected}
                aria-controls={panelId(tab)}
                tabIndex={selected ? 0 : -1}
                onClick={() => open(tab, { focus: false })}
                onKeyDown={onKeyDown}
              >
                {tab.title}
              </button>
            );
          })}
        </div>
        <div className="hp-tab-container__panels" ref={panels} style={heldHeight && selectedIsLoading(state) ? { minHeight: heldHeight } : undefined}>
          {visible.map((tab) => (
            <div
              key={tab.position}
              role="tabpanel"
              id={panelId(tab)}
              aria-labelledby={tabId(tab)}
              className="hp-tab-container__panel"
              tabIndex={0}
              hidden={tab.position !== state.selected}
            >
              {state.opened.has(tab.position) && (
                <ProductTabPanel
                  tab={tab}
                  blockId={blockId}
                  visible={state.shown}
                  onSettled={(outcome) => onTabSettled(tab, outcome)}
                  onUnavailable={() => dispatch({ type: 'unavailable' })}
                />
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
