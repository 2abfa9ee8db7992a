/** "1.250 Bonuspunkte" in the site's number format; singular for exactly one point. */
export function formatBonusPoints(points: number, locale: string): string {
  const unit = points === 1 ? 'Bonuspunkt' : 'Bonuspunkte';
  return `${new Intl.NumberFormat(locale).format(points)} ${unit}`;
}
