import { formatPrice } from '@storefront/ui';

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
 * German money text in any currency, two decimals, comma separator: EUR through the shared formatPrice,
 * other currencies (the secondary currency, e.g. CHF) with the same rules and their own code.
 */
export function formatMoney(minorUnits: number, currency: string): string {
  return currency === 'EUR' ? formatPrice(minorUnits) : formatterFor(currency).format(minorUnits / 100);
}
