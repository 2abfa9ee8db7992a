import { v } from '@storefront/platform';
import { altText, imageUrl, optionalLink, optionalText } from '../model-fields';

export const petCategorySchema = v.object({
  /** dog, cat, small_animal, bird, fish, horse; a category without one is not shown (spec section 5). */
  animalType: optionalText,
  /** Relative shop path of the animal type. */
  path: optionalLink,
  id: optionalText,
  petImage: imageUrl,
  petImageAltText: altText,
});

export const petSelectorSchema = v.object({
  headline: optionalText,
  categories: v.array(petCategorySchema),
});

export type PetCategoryModel = v.InferOutput<typeof petCategorySchema>;
export type PetSelectorModel = v.InferOutput<typeof petSelectorSchema>;

/** A category that has an animal type: the only kind the selector shows and counts. */
export type TypedPetCategory = PetCategoryModel & { animalType: string };

export function categoriesWithAnimalType(categories: readonly PetCategoryModel[]): TypedPetCategory[] {
  return categories
    .map((category) => ({ ...category, animalType: category.animalType?.trim() ?? '' }))
    .filter((category): category is TypedPetCategory => category.animalType !== '');
}
