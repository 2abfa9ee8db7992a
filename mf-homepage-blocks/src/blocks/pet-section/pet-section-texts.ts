/** The pet section's own labels (the content carries none for them). */
export const PET_SECTION_TEXTS = {
  offersLabel: (headline: string) => (headline ? `Angebote: ${headline}` : 'Angebote'),
} as const;
