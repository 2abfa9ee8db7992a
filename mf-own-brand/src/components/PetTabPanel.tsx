import { useState } from 'react';
import { BlockErrorBoundary, useTracking } from '@storefront/ui';
import type { CatalogueState } from '../data/load-own-brand-page';
import type { OwnBrandCategory, PetType } from '../data/own-brand-categories';
import { defaultChipId, scrollSliderIntoView } from '../page/chips';
import { OWN_BRAND_TARGETS } from '../tracking/tracking-targets';
import { CategoryChips } from './CategoryChips';
import { CategorySection, headingId } from './CategorySection';
import { UnavailableMessage } from './UnavailableMessage';

export interface PetTabPanelProps {
  petType: PetType;
  categories: readonly OwnBrandCategory[];
  catalogue: CatalogueState;
}

/**
 * One tab's content: its chips and one section per category with a slider. A tab with no slider left shows the
 * unavailable message. Mount it with `key={petType}`: another tab starts again from its default chip.
 */
export function PetTabPanel({ petType, categories, catalogue }: PetTabPanelProps) {
  const { click } = useTracking();
  const [chosenId, setChosenId] = useState<string>();
  if (categories.length === 0) return <UnavailableMessage />;
  const selectedId = categories.some((category) => category.id === chosenId) ? chosenId : defaultChipId(categories);
  const select = (category: OwnBrandCategory) => {
    setChosenId(category.id);
    click({ name: OWN_BRAND_TARGETS.chip, id: category.id });
    const section = document.getElementById(category.anchorId);
    if (!section) return;
    scrollSliderIntoView(section);
    // Keyboard and screen-reader users continue from the category they chose.
    document.getElementById(headingId(category))?.focus({ preventScroll: true });
  };
  return (
    <>
      <CategoryChips petType={petType} categories={categories} selectedId={selectedId} onSelect={select} />
      {categories.map((category, index) => (
        <BlockErrorBoundary key={category.id} name={`OwnBrandCategory:${category.id}`}>
          <CategorySection category={category} catalogue={catalogue} first={index === 0} />
        </BlockErrorBoundary>
      ))}
    </>
  );
}
