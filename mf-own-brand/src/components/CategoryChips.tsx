import type { MouseEvent } from 'react';
import type { OwnBrandCategory, PetType } from '../data/own-brand-categories';
import { PET_TEXTS } from './texts';

export interface CategoryChipsProps {
  petType: PetType;
  categories: readonly OwnBrandCategory[];
  selectedId: string | undefined;
  onSelect(category: OwnBrandCategory): void;
}

/**
 * In-page links to the tab's category sections, one per slider; the selected one is marked current. The page
 * scrolls itself (smoothly, centred), so the URL keeps no anchor and the history no entry per chip.
 */
export function CategoryChips({ petType, categories, selectedId, onSelect }: CategoryChipsProps) {
  const select = (event: MouseEvent<HTMLAnchorElement>, category: OwnBrandCategory) => {
    event.preventDefault();
    onSelect(category);
  };
  return (
    <nav className="ob-chips" aria-label={PET_TEXTS[petType].chips}>
      <ul className="ob-chips__list">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              className="ob-chip"
              href={`#${category.anchorId}`}
              aria-current={category.id === selectedId ? 'true' : undefined}
              onClick={(event) => select(event, category)}
            >
              {category.caption}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
