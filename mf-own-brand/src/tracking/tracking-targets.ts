/**
 * Target names of what this page tracks itself (the cards and their arrows are tracked by mf-recommendations'
 * slider). The id is the category's `metadata.id`, or the pet type for a tab.
 */
export const OWN_BRAND_TARGETS = {
  /** CLICK on a cat/dog tab; id `cat` or `dog`. */
  tab: 'own_brand_tab',
  /** CLICK on a category chip; id the category. */
  chip: 'own_brand_chip',
  /** IMPRESSION (after 500 ms in view) and CLICK of a category banner; data `device` desktop or mobile. */
  banner: 'own_brand_banner',
  /** CLICK on a category's show-more link. */
  showMore: 'own_brand_show_more',
} as const;
