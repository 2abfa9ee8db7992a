import { ResponsiveImage } from '@storefront/ui';
import { BannerLink } from '../BannerLink';
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
  const name = category.petImageAltText?.trim() || PET_SELECTOR_TEXTS.animalTypes[category.animalType] || PET_SELECTOR_TEXTS.otherAnimalType;
  return (
    <BannerLink
      className="hp-pet-selector__pet"
      href={petCategoryHref(category)}
      target={{ name: PET_SELECTOR_TARGET, id: category.id?.trim() || category.animalType }}
    >
      <ResponsiveImage
        className="hp-pet-selector__image"
        src={category.petImage}
        alt={name}
        width={PET_IMAGE_PX}
        height={PET_IMAGE_PX}
        widths={PET_IMAGE_WIDTHS}
        sizes={sizes}
      />
    </BannerLink>
  );
}
