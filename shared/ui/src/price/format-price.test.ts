import { formatPrice } from './format-price';

const intlEuro = (euros: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(euros);
/** Intl separates amount and € with a non-breaking space; compare readable text with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats 3299 cents exactly as Intl formats 32.99 euros', () => {
    expect(formatPrice(3299)).toBe(intlEuro(32.99));
  });

  it('uses the non-breaking space before the euro sign', () => {
    expect(formatPrice(3299)).toBe('32,99\u00a0€');
  });

  it.each([
    [3299, '32,99 €'],
    [0, '0,00 €'],
    [5, '0,05 €'],
    [100, '1,00 €'],
    [1999, '19,99 €'],
    [200000, '2.000,00 €'],
    [123456789, '1.234.567,89 €'],
  ])('formats %p cents as %p', (cents, expected) => {
    expect(plain(formatPrice(cents))).toBe(expected);
  });
});

describe('formatPrice in a secondary currency', () => {
  it('formats CHF with the same German rules and its own code', () => {
    expect(formatPrice(892, 'CHF')).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'CHF' }).format(8.92));
    expect(formatPrice(892, 'CHF')).toMatch(/^8,92\sCHF$/);
  });
});
