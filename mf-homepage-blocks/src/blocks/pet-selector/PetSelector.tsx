import { useId } from 'react';
import type { BlockProps } from '../../pipeline/block-definition';
import { DEVICE_BY_WIDTH, useViewport } from '../use-viewport';
import { categoriesWithAnimalType, type PetSelectorModel } from './pet-selector-model';
import { MIN_CATEGORIES, MIN_VISIBLE_CATEGORIES, PETS_PER_VIEW, petImageSizes, scrollingEnabled } from './pet-selector-rules';
import { PET_SELECTOR_TEXTS } from './pet-selector-texts';
import { PetSelectorItem } from './PetSelectorItem';
import { BlockCarousel } from '../BlockCarousel';
import '../visually-hidden-block.css';
import './pet-selector.css';

const PET_GAP_PX = 16;

/** Whole pets per arrow click, so none is skipped. */
const PETS_PER_STEP = {
  mobile: Math.floor(PETS_PER_VIEW.mobile),
  tablet: Math.floor(PETS_PER_VIEW.tablet),
  desktop: Math.floor(PETS_PER_VIEW.desktop),
};

const SCROLLING_BREAKPOINTS = {
  544: { slidesPerView: PETS_PER_VIEW.tablet, slidesPerGroup: PETS_PER_STEP.tablet },
  1200: { slidesPerView: PETS_PER_VIEW.desktop, slidesPerGroup: PETS_PER_STEP.desktop },
};

/**
 * The pet selector (spec sections 2, 5, 9): a link per animal type to the type's page. Hidden unless at least 2
 * categories have an animal type, visually hidden under 4; scrolling only where the pets do not fit the row.
 */
export function PetSelector({ model, blockId }: BlockProps<PetSelectorModel>) {
  const device = useViewport(DEVICE_BY_WIDTH);
  const headingId = useId();
  const categories = categoriesWithAnimalType(model.categories);
  if (device === undefined || categories.length < MIN_CATEGORIES) return null;
  const scrolling = scrollingEnabled(categories.length, device);
  const sizes = petImageSizes(scrolling, categories.length);
  const headline = model.headline?.trim();
  const slides = categories.map((category, index) => ({
    key: `${index}:${category.id ?? category.animalType}`,
    content: <PetSelectorItem category={category} sizes={sizes} />,
  }));
  const visuallyHidden = categories.length < MIN_VISIBLE_CATEGORIES;
  return (
    <div className={`hp-pet-selector${scrolling ? '' : ' hp-pet-selector--static'}${visuallyHidden ? ' hp-visually-hidden-block' : ''}`}>
      {headline && (
        <h2 id={headingId} className="hp-block-headline">
          {headline}
        </h2>
      )}
      <BlockCarousel
        // A swiper running when scrolling turns off (the window grew) would keep its styles: start afresh instead.
        key={scrolling ? 'scrolling' : 'static'}
        id={blockId}
        headline={headline}
        fallbackLabel={PET_SELECTOR_TEXTS.region}
        slides={slides}
        slidesPerView={scrolling ? PETS_PER_VIEW.mobile : categories.length}
        slidesPerGroup={PETS_PER_STEP.mobile}
        spaceBetween={PET_GAP_PX}
        breakpoints={scrolling ? SCROLLING_BREAKPOINTS : undefined}
        disabled={!scrolling}
      />
    </div>
  );
}
