const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * Formats minor units (cents) as a German price with two decimals, e.g. 3299 -> "32,99 €".
 * EUR by default; a secondary currency (e.g. CHF) follows the same rules with its own code.
 */
export function formatPrice(minorUnits: number, currency = 'EUR'): string {
  return formatterFor(currency).format(minorUnits / 100);
}
