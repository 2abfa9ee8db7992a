import { v } from '@storefront/platform';

export const petCategorySchema = v.object({
  /** dog, cat, small_animal, bird, fish, horse; a category without one is not shown (spec section 5). */
  animalType: v.nullish(v.string()),
  /** Relative shop path of the animal type. */
  path: v.nullish(v.string()),
  id: v.nullish(v.string()),
  petImage: v.string(),
  petImageAltText: v.nullish(v.string()),
});

export const petSelectorSchema = v.object({
  headline: v.nullish(v.string()),
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
