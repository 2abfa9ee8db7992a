// Texts of the feature zone that content does not carry.

/** The product carousel's region name. */
export const productsLabel = (title: string) => `Produkte: ${title}`;

/** Name of the list of sponsored labels ("Gesponsert" and the like, from content). */
export const SPONSORED_LABELS_NAME = 'Werbehinweise';

/** Tracking target of the zone's banner impression and its link's click (id: the block's content id). */
export const FEATURE_ZONE_TARGET = 'feature_zone';
