import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { PET_TYPES, type PetType } from '../data/own-brand-categories';
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

/**
 * ARIA tabs (WAI-ARIA Authoring Practices, automatic activation): one tab stop, arrow keys and Home/End move the
 * focus and choose the tab, each tab controls its panel.
 */
export function PetTabs({ active, onChoose, children }: PetTabsProps) {
  const buttons = useRef(new Map<PetType, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(event.key, active);
    if (!next) return;
    event.preventDefault();
    buttons.current.get(next)?.focus();
    if (next !== active) onChoose(next);
  };
  return (
    <>
      <div className="ob-tabs" role="tablist" aria-label={TEXTS.tabList}>
        {PET_TYPES.map((petType) => (
          <button
            key={petType}
            ref={(element) => {
              if (element) buttons.current.set(petType, element);
              else buttons.current.delete(petType);
            }}
            type="button"
            role="tab"
            id={tabId(petType)}
            className="ob-tab"
            aria-selected={petType === active}
            aria-controls={panelId(petType)}
            tabIndex={petType === active ? 0 : -1}
            onClick={() => {
              if (petType !== active) onChoose(petType);
            }}
            onKeyDown={onKeyDown}
          >
            {PET_TEXTS[petType].tab}
          </button>
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
