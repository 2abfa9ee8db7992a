/** A number at the start of the count as content wrote it: digit groups by `.`, `,` or spaces, decimals. */
const LEADING_NUMBER = /^(\d{1,3}(?:[\u00a0\u202f ]\d{3})+(?:[.,]\d+)?|\d[\d.,]*\d|\d)(.*)$/s;

/**
 * The value of a number written with `.`, `,` or spaces between digits, in German or English habit. With both
 * marks the last one is the decimal mark; with one kind only, groups of exactly three digits after it are thousands
 * ("1.234", "1,234,567"), one other group is decimals ("11,5", "11.5"). Anything else is no number.
 */
function parseNumber(written: string): { value: number; decimals: number } | undefined {
  const compact = written.replace(/[\u00a0\u202f ]/g, '');
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  const lastMark = Math.max(lastDot, lastComma);
  const onlyGroups =
    lastDot < 0 || lastComma < 0
      ? compact
          .split(/[.,]/)
          .slice(1)
          .every((group) => group.length === 3)
      : false;
  const [whole, fraction] = lastMark < 0 || onlyGroups ? [compact, ''] : [compact.slice(0, lastMark), compact.slice(lastMark + 1)];
  const groups = whole.split(/[.,]/);
  if (groups.slice(1).some((group) => group.length !== 3) || new Set(whole.replace(/\d/g, '')).size > 1) return undefined;
  const value = Number(`${groups.join('')}.${fraction || '0'}`);
  return Number.isFinite(value) ? { value, decimals: fraction.length } : undefined;
}

/**
 * The customer count in German number format: "11000000" -> "11.000.000", "1,5 Mio." stays, "2.5 Mio." ->
 * "2,5 Mio."; words after the number are kept, text without a leading number is shown as written.
 */
export function germanCount(count: string | number): string {
  if (typeof count === 'number') return new Intl.NumberFormat('de-DE', { maximumFractionDigits: 20 }).format(count);
  const trimmed = count.trim();
  const match = LEADING_NUMBER.exec(trimmed);
  if (!match) return trimmed;
  const [, written = '', rest = ''] = match;
  const parsed = parseNumber(written);
  if (!parsed) return trimmed;
  const formatted = new Intl.NumberFormat('de-DE', { minimumFractionDigits: parsed.decimals, maximumFractionDigits: parsed.decimals }).format(parsed.value);
  return `${formatted}${rest}`;
}
