const euro = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats minor units (cents) as a German euro price, e.g. 3299 -> "32,99 €". */
export function formatPrice(minorUnits: number): string {
  return euro.format(minorUnits / 100);
}
