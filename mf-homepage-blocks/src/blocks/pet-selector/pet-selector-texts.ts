/** Labels the content does not carry. */
export const PET_SELECTOR_TEXTS = {
  /** The carousel's name when the content has no headline. */
  region: 'Tierarten',
  /** A pet's name when its image has no alternative text. */
  animalTypes: {
    dog: 'Hund',
    cat: 'Katze',
    small_animal: 'Kleintier',
    rodent: 'Nager',
    bird: 'Vogel',
    fish: 'Fisch',
    horse: 'Pferd',
  } as Readonly<Record<string, string>>,
  otherAnimalType: 'Weitere Tiere',
} as const;

/** Tracking target name of a pet of the selector (impression and click). */
export const PET_SELECTOR_TARGET = 'pet_selector';
