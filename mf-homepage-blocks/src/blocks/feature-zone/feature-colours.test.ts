import { FEATURE_COLOURS, titleColour } from './feature-colours';
import { FEATURED_TYPES, TITLE_TEXT_COLOURS } from './feature-zone-model';

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const linear = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const AA_NORMAL_TEXT = 4.5;

describe('feature zone colours', () => {
  it.each(FEATURED_TYPES)('%s: text on background reaches WCAG AA (4.5:1)', (featuredType) => {
    const { background, text } = FEATURE_COLOURS[featuredType];
    expect(contrast(background, text)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it.each(FEATURED_TYPES.flatMap((featuredType) => TITLE_TEXT_COLOURS.map((title) => [featuredType, title] as const)))(
    '%s with a %s title: the title stays readable, in the colour content chose wherever that is readable',
    (featuredType, title) => {
      const chosen = title === 'white' ? '#ffffff' : '#000000';
      const shown = titleColour(featuredType, title);
      const { background } = FEATURE_COLOURS[featuredType];
      expect(contrast(background, shown)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(shown === chosen).toBe(contrast(background, chosen) >= AA_NORMAL_TEXT);
    },
  );

  it('gives every featuredType its own background', () => {
    expect(new Set(FEATURED_TYPES.map((featuredType) => FEATURE_COLOURS[featuredType].background)).size).toBe(FEATURED_TYPES.length);
  });
});
