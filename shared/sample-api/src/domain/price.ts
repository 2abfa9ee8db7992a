// Price objects with German labels ("1.234,56 €"), reference prefixes and unit patterns.
import type { Currency, Price, PriceLabelPrefix } from './types';

const symbols: Record<Currency, string> = { EUR: '€', CHF: 'CHF' };

/** 123456 -> "1.234,56" */
export function formatAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  const major = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, '0');
  const grouped = major.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped},${cents}`;
}

export function formatMoney(minor: number, currency: Currency = 'EUR'): string {
  return `${formatAmount(minor)} ${symbols[currency]}`;
}

export interface PriceOptions {
  currency?: Currency;
  prefix?: PriceLabelPrefix;
  /** unit price: label pattern "{price} / kg" */
  perUnit?: string;
}

export function makePrice(value: number, options: PriceOptions = {}): Price {
  const currency = options.currency ?? 'EUR';
  const prefix = options.prefix ?? '';
  const label = formatMoney(value, currency);
  const labelPattern = [prefix, '{price}', options.perUnit ? `/ ${options.perUnit}` : ''].filter(Boolean).join(' ');
  return {
    value: Math.round(value),
    label,
    labelFull: labelPattern.replace('{price}', label),
    labelPattern,
    labelPrefix: prefix,
    currency,
  };
}

/** Secondary currency rate (EUR -> CHF) used by the sample data. */
export const SECONDARY_RATE = 0.94;

export function toSecondary(valueEur: number): number {
  return Math.round(valueEur * SECONDARY_RATE);
}
