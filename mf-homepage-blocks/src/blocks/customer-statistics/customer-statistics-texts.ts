/** The customer statistics' own words; the figures and texts come from content. */
export const STATISTICS_TEXTS = {
  featuresLabel: 'Ihre Vorteile',
};
