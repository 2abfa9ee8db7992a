import { CSS_NAMED_COLOURS } from './css-named-colours';

/** A colour as red, green and blue from 0 to 255 and an alpha from 0 to 1. */
export interface Rgba {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

/** Longer than any colour content writes by hand: not looked at. */
const MAX_LENGTH = 100;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgba?|hsla?)\(([^()]*)\)$/i;
const NUMBER = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)(%|deg|grad|rad|turn)?$/i;
/** Degrees per unit of a hue; a bare number is in degrees. */
const TURN_DEGREES: Readonly<Record<string, number>> = { '': 1, deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };

interface Dimension {
  value: number;
  unit: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function dimension(text: string): Dimension | undefined {
  const match = NUMBER.exec(text);
  return match ? { value: Number(match[1]), unit: (match[2] ?? '').toLowerCase() } : undefined;
}

function fromHex(hex: string): Rgba {
  const digits = hex.length <= 5 ? [...hex.slice(1)].map((digit) => digit + digit) : (hex.slice(1).match(/../g) as string[]);
  const [red, green, blue, alpha = 255] = digits.map((pair) => Number.parseInt(pair, 16)) as [number, number, number, number?];
  return { red, green, blue, alpha: alpha / 255 };
}

/** The texts of `a, b, c[, alpha]` (legacy syntax) or `a b c[ / alpha]` (CSS Color 4). */
function argumentTexts(body: string): { parts: string[]; alpha: string | undefined } | undefined {
  if (body.includes(',')) {
    const parts = body.split(',').map((part) => part.trim());
    return parts.length === 3 || parts.length === 4 ? { parts: parts.slice(0, 3), alpha: parts[3] } : undefined;
  }
  const [main = '', alpha, ...rest] = body.split('/');
  return rest.length === 0 ? { parts: main.trim().split(/\s+/), alpha: alpha?.trim() } : undefined;
}

/** Three values and an alpha (undefined when not given). */
function functionArguments(body: string): { values: Dimension[]; alpha: Dimension | undefined } | undefined {
  const texts = argumentTexts(body);
  if (!texts || texts.parts.length !== 3) return undefined;
  const values = texts.parts.map(dimension);
  const alpha = texts.alpha === undefined ? undefined : dimension(texts.alpha);
  if (values.some((value) => value === undefined) || (texts.alpha !== undefined && !alpha)) return undefined;
  return { values: values as Dimension[], alpha };
}

function rgbChannel({ value, unit }: Dimension): number | undefined {
  if (unit === '%') return clamp((value * 255) / 100, 0, 255);
  return unit === '' ? clamp(value, 0, 255) : undefined;
}

function hslToRgb(hueDegrees: number, saturation: number, lightness: number): [number, number, number] {
  const hue = (((hueDegrees % 360) + 360) % 360) / 30;
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  const channel = (offset: number) => {
    const k = (offset + hue) % 12;
    return 255 * (lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

function alphaOf(alpha: Dimension | undefined): number | undefined {
  if (alpha === undefined) return 1;
  if (alpha.unit === '%') return clamp(alpha.value / 100, 0, 1);
  return alpha.unit === '' ? clamp(alpha.value, 0, 1) : undefined;
}

function hslChannels(hue: Dimension, saturation: Dimension, lightness: Dimension): [number, number, number] | undefined {
  const degreesPerUnit = TURN_DEGREES[hue.unit];
  const isPercentage = (part: Dimension) => part.unit === '%' || part.unit === '';
  if (degreesPerUnit === undefined || !isPercentage(saturation) || !isPercentage(lightness)) return undefined;
  return hslToRgb(hue.value * degreesPerUnit, clamp(saturation.value / 100, 0, 1), clamp(lightness.value / 100, 0, 1));
}

function fromFunction(name: string, body: string): Rgba | undefined {
  const parsed = functionArguments(body);
  const alpha = alphaOf(parsed?.alpha);
  if (!parsed || alpha === undefined) return undefined;
  const [first, second, third] = parsed.values as [Dimension, Dimension, Dimension];
  const channels = name.startsWith('rgb') ? [first, second, third].map(rgbChannel) : hslChannels(first, second, third);
  if (!channels || channels.some((channel) => channel === undefined || !Number.isFinite(channel))) return undefined;
  const [red, green, blue] = channels as [number, number, number];
  return { red, green, blue, alpha };
}

/**
 * A CSS colour content may give: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba()/hsl()/hsla() in the comma or the
 * space syntax, or a named colour. Undefined for anything else (url(), var(), several declarations, ...), so nothing
 * but a colour ever reaches a style. Parsed here because CSS.supports is not there when the server renders.
 */
export function parseCssColour(text: string): Rgba | undefined {
  const value = text.trim().toLowerCase();
  if (value.length > MAX_LENGTH) return undefined;
  if (HEX.test(value)) return fromHex(value);
  const named = CSS_NAMED_COLOURS.get(value);
  if (named) return fromHex(named);
  const call = FUNCTION.exec(value);
  return call ? fromFunction(call[1] as string, call[2] as string) : undefined;
}

/** The colour written anew, from the parsed numbers only: #rrggbb, or rgba() when it is see-through. */
export function cssColourText({ red, green, blue, alpha }: Rgba): string {
  const [r, g, b] = [red, green, blue].map(Math.round) as [number, number, number];
  if (alpha >= 1) return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  return `rgba(${r}, ${g}, ${b}, ${Math.round(alpha * 1000) / 1000})`;
}
