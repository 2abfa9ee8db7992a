import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { ResponsiveImage, useImpression, useTracking } from '@storefront/ui';
import { petCategoryHref } from './pet-paths';
import type { TypedPetCategory } from './pet-selector-model';
import { PET_IMAGE_WIDTHS } from './pet-selector-rules';
import { PET_SELECTOR_TARGET, PET_SELECTOR_TEXTS } from './pet-selector-texts';

const PET_IMAGE_PX = 350;

export interface PetSelectorItemProps {
  category: TypedPetCategory;
  sizes: string;
}

/** One animal type: its picture, linking to the type's page; impression and clicks tracked. */
export function PetSelectorItem({ category, sizes }: PetSelectorItemProps) {
  const tracking = useTracking();
  const target = { name: PET_SELECTOR_TARGET, id: category.id?.trim() || category.animalType };
  const observeImpression = useImpression(target, { delayMs: BANNER_IMPRESSION_DELAY_MS });
  const href = petCategoryHref(category);
  const name = category.petImageAltText?.trim() || PET_SELECTOR_TEXTS.animalTypes[category.animalType] || PET_SELECTOR_TEXTS.otherAnimalType;
  const image = (
    <ResponsiveImage
      className="hp-pet-selector__image"
      src={category.petImage}
      alt={name}
      width={PET_IMAGE_PX}
      height={PET_IMAGE_PX}
      widths={PET_IMAGE_WIDTHS}
      sizes={sizes}
    />
  );
  if (!href) {
    return (
      <span ref={observeImpression} className="hp-pet-selector__pet">
        {image}
      </span>
    );
  }
  return (
    <a ref={observeImpression} className="hp-pet-selector__pet" href={href} onClick={() => tracking.click(target)}>
      {image}
    </a>
  );
}
