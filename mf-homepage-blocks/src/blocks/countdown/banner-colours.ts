const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

function channels(hex: string): [number, number, number] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  return digits.map((pair) => Number.parseInt(pair, 16) / 255) as [number, number, number];
}

function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** White or near-black text, whichever has the higher WCAG contrast against the banner background. */
export function textColourOn(background: string): '#ffffff' | '#1d3240' {
  const luminance = relativeLuminance(background);
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithDark = (luminance + 0.05) / (relativeLuminance('#1d3240') + 0.05);
  return contrastWithWhite >= contrastWithDark ? '#ffffff' : '#1d3240';
}
