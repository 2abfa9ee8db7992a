import type { FeaturedType, TitleTextColour } from './feature-zone-model';

export interface FeatureColours {
  background: string;
  /** Copy text, sponsored labels and the link on the background: at least 4.5:1 (WCAG AA). */
  text: string;
}

/**
 * The one colour pair per featuredType (spec section 9: fixed pairs; values chosen here). Every pair reaches at
 * least 4.5:1 (feature-colours.test.ts checks it), so the zone's text passes WCAG AA on each of them.
 */
export const FEATURE_COLOURS: Readonly<Record<FeaturedType, FeatureColours>> = {
  'light-blue': { background: '#d6ecf8', text: '#0b3954' },
  green: { background: '#2e7d32', text: '#ffffff' },
  pink: { background: '#fde4ee', text: '#7d1142' },
  white: { background: '#ffffff', text: '#1d3240' },
  purple: { background: '#5e35b1', text: '#ffffff' },
  yellow: { background: '#ffd54f', text: '#3d2c00' },
};

const TITLE_COLOURS: Readonly<Record<TitleTextColour, string>> = { white: '#ffffff', black: '#000000' };

/**
 * Which title colours stay readable (4.5:1) on each background. Content chooses white or black; where its choice
 * would be unreadable (a white title on yellow) the title takes the pair's text colour instead.
 */
const READABLE_TITLE_COLOURS: Readonly<Record<FeaturedType, readonly TitleTextColour[]>> = {
  'light-blue': ['black'],
  green: ['white'],
  pink: ['black'],
  white: ['black'],
  purple: ['white'],
  yellow: ['black'],
};

export function titleColour(featuredType: FeaturedType, titleTextColor: TitleTextColour): string {
  return READABLE_TITLE_COLOURS[featuredType].includes(titleTextColor) ? TITLE_COLOURS[titleTextColor] : FEATURE_COLOURS[featuredType].text;
}
