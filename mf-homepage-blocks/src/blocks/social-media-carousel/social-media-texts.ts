/** The social media carousel's own words; headline and alt texts come from content. */
export const SOCIAL_MEDIA_TEXTS = {
  /** Names the block when content gives no headline, and its carousel. */
  carouselLabel: 'Bilder aus den sozialen Medien',
};
