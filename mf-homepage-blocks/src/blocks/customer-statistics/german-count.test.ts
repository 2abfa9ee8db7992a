import { germanCount } from './german-count';

describe('germanCount', () => {
  it.each<[string | number, string]>([
    ['11000000', '11.000.000'],
    [11000000, '11.000.000'],
    ['2500', '2.500'],
    ['11,000,000', '11.000.000'],
    ['11.000.000', '11.000.000'],
    ['1 000 000', '1.000.000'],
    ['11000000 Kundinnen und Kunden', '11.000.000 Kundinnen und Kunden'],
    ['11000000+', '11.000.000+'],
    ['2.5 Mio.', '2,5 Mio.'],
    ['2,5 Mio.', '2,5 Mio.'],
    ['1,234.5', '1.234,5'],
    [1234.5, '1.234,5'],
    ['11 Mio.', '11 Mio.'],
    ['  11 Mio. ', '11 Mio.'],
    ['999', '999'],
  ])('shows %p as %p', (count, shown) => {
    expect(germanCount(count)).toBe(shown);
  });

  it.each(['Millionen', 'über 11 Mio.', '1.2.3', '12,34,567'])('leaves %p as content wrote it', (count) => {
    expect(germanCount(count)).toBe(count);
  });
});
