// Soft-redirect suggestions: which other shop fits the visitor (by IP range, else by the locale's country).
import type { RedirectOptionsFile, ShopEntry } from './types';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

export function isIp(value: string): boolean {
  const m = IPV4.exec(value);
  if (m) return m.slice(1).every((part) => Number(part) <= 255);
  return value.includes(':') && /^[0-9a-fA-F:.]+$/.test(value);
}

function ipToInt(ip: string): number | undefined {
  const m = IPV4.exec(ip);
  if (!m) return undefined;
  return m.slice(1).reduce((acc, part) => acc * 256 + Number(part), 0);
}

export function countryOfIp(file: RedirectOptionsFile, ip: string): string | undefined {
  const value = ipToInt(ip);
  if (value === undefined) return undefined;
  for (const { cidr, country } of file.ipRanges) {
    const [base, bits] = cidr.split('/');
    const start = ipToInt(base ?? '');
    const size = 2 ** (32 - Number(bits));
    if (start !== undefined && value >= start && value < start + size) return country;
  }
  return undefined;
}

export function suggestions(file: RedirectOptionsFile, current: ShopEntry, country: string | undefined): Array<{ domain: string; url: string }> {
  if (!country || country === current.country) return [];
  return file.shops.filter((s) => s.country === country).map(({ domain, url }) => ({ domain, url }));
}
