import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { PET_TYPES, type PetType } from '../data/own-brand-categories';
import { tabHref } from '../page/pet-tab';
import { PET_TEXTS, TEXTS } from './texts';

export const tabId = (petType: PetType) => `ob-tab-${petType}`;
export const panelId = (petType: PetType) => `ob-tabpanel-${petType}`;

export interface PetTabsProps {
  active: PetType;
  onChoose(petType: PetType): void;
  /** The active tab's content; the other panel stays empty and hidden. */
  children: ReactNode;
}

/** The key's tab: arrows move and wrap around, Home and End go to the first and last tab. */
function tabForKey(key: string, active: PetType): PetType | undefined {
  const index = PET_TYPES.indexOf(active);
  const last = PET_TYPES.length - 1;
  switch (key) {
    case 'ArrowRight':
      return PET_TYPES[index === last ? 0 : index + 1];
    case 'ArrowLeft':
      return PET_TYPES[index === 0 ? last : index - 1];
    case 'Home':
      return PET_TYPES[0];
    case 'End':
      return PET_TYPES[last];
    default:
      return undefined;
  }
}

/** A click the browser handles itself: a new tab or window (modifier keys, another button). */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * ARIA tabs (WAI-ARIA Authoring Practices, automatic activation): once the page's script runs, one tab stop, arrow
 * keys and Home/End move the focus and choose the tab, each tab controls its panel, and a tab is chosen in place.
 * Each tab is a link to the page with its `type` (and the recommendations' anchor), so it works before the script
 * has run and without JavaScript: the server renders that tab selected. Until the script runs both tabs are in the
 * focus order, as links (no arrow keys without a script).
 */
export function PetTabs({ active, onChoose, children }: PetTabsProps) {
  const tabs = useRef(new Map<PetType, HTMLAnchorElement>());
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const next = tabForKey(event.key, active);
    if (!next) return;
    event.preventDefault();
    tabs.current.get(next)?.focus();
    if (next !== active) onChoose(next);
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>, petType: PetType) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    if (petType !== active) onChoose(petType);
  };
  return (
    <>
      <div className="ob-tabs" role="tablist" aria-label={TEXTS.tabList}>
        {PET_TYPES.map((petType) => (
          <a
            key={petType}
            ref={(element) => {
              if (element) tabs.current.set(petType, element);
              else tabs.current.delete(petType);
            }}
            href={tabHref(petType)}
            role="tab"
            id={tabId(petType)}
            className="ob-tab"
            aria-selected={petType === active}
            aria-controls={panelId(petType)}
            tabIndex={scripted ? (petType === active ? 0 : -1) : undefined}
            onClick={(event) => onClick(event, petType)}
            onKeyDown={onKeyDown}
          >
            {PET_TEXTS[petType].tab}
          </a>
        ))}
      </div>
      {PET_TYPES.map((petType) => (
        <div key={petType} role="tabpanel" id={panelId(petType)} className="ob-tabpanel" aria-labelledby={tabId(petType)} hidden={petType !== active}>
          {petType === active ? children : null}
        </div>
      ))}
    </>
  );
}
