import { binomialBounds } from './binomial';

describe('binomialBounds', () => {
  it('gives the exact 99.9 % bounds of 1,000 draws at 10 %', () => {
    expect(binomialBounds(1_000, 0.1, 0.0005)).toEqual([70, 132]);
  });

  it('ends for thousands of draws, whose first probability underflows to 0', () => {
    const [low, high] = binomialBounds(8_000, 0.1, 0.0005);
    // About 800 ± 3.3 standard deviations (26.8).
    expect(low).toBeGreaterThan(700);
    expect(low).toBeLessThan(800);
    expect(high).toBeGreaterThan(800);
    expect(high).toBeLessThan(900);
  });

  it('stays within 0 and n', () => {
    expect(binomialBounds(10, 0.5, 0.0005)).toEqual([0, 10]);
    expect(binomialBounds(10, 0, 0.0005)).toEqual([0, 0]);
    expect(binomialBounds(10, 1, 0.0005)).toEqual([10, 10]);
  });
});
