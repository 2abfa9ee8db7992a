import { cssColourText, parseCssColour, type Rgba } from './css-colour';

const DARK_TEXT = '#1d3240';
const DARK_TEXT_RGBA: Rgba = { red: 0x1d, green: 0x32, blue: 0x40, alpha: 1 };
const WHITE: Rgba = { red: 255, green: 255, blue: 255, alpha: 1 };

/** A see-through background as it looks on the (light) page beneath it. */
function onLightPage({ red, green, blue, alpha }: Rgba): [number, number, number] {
  return [red, green, blue].map((channel) => channel * alpha + 255 * (1 - alpha)) as [number, number, number];
}

function relativeLuminance(colour: Rgba): number {
  const [red, green, blue] = onLightPage(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** White or near-black text, whichever has the higher WCAG contrast against the banner background. */
export function textColourOn(background: Rgba): '#ffffff' | '#1d3240' {
  const luminance = relativeLuminance(background);
  const contrastWithWhite = (relativeLuminance(WHITE) + 0.05) / (luminance + 0.05);
  const contrastWithDark = (luminance + 0.05) / (relativeLuminance(DARK_TEXT_RGBA) + 0.05);
  return contrastWithWhite >= contrastWithDark ? '#ffffff' : DARK_TEXT;
}

export interface BannerColours {
  backgroundColor: string;
  color: '#ffffff' | '#1d3240';
}

/**
 * The banner's background from content, written anew from its numbers, with readable text on it; undefined when
 * the text is no colour (parseCssColour), and the banner keeps its own background.
 */
export function bannerColours(background: string): BannerColours | undefined {
  const colour = parseCssColour(background);
  return colour && { backgroundColor: cssColourText(colour), color: textColourOn(colour) };
}
