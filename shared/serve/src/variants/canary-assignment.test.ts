import { createHash } from 'node:crypto';
import { binomialBounds } from '../canary/binomial';
import { canaryPosition, inCanary, newShopperId, shopperIdOf, SHOPPER_COOKIE } from './canary-assignment';

/** 1,000 distinct ids of the cookie's form, the same in every run (the test must not fail by chance). */
const SHOPPERS = Array.from({ length: 1_000 }, (_, index) => createHash('sha256').update(`shopper ${index}`).digest().subarray(0, 16).toString('base64url'));

describe('canary assignment', () => {
  it('sends 10 % of 1,000 distinct shoppers to the candidate, within the binomial 99.9 % bound', () => {
    const [low, high] = binomialBounds(1_000, 0.1, 0.0005);
    // P(X < 70) and P(X > 132) are each below 0.05 % for 1,000 draws at 10 % (checked with exact binomial sums).
    expect([low, high]).toEqual([70, 132]);
    for (const release of ['1.1.0-0123456789', '1.2.0-abcdefabcd']) {
      const count = SHOPPERS.filter((id) => inCanary(id, 'mf-own-brand', release, 10)).length;
      expect(count).toBeGreaterThanOrEqual(low);
      expect(count).toBeLessThanOrEqual(high);
    }
  });

  it('keeps a shopper where they are: the same answer every time, and in at a larger share once in', () => {
    for (const id of SHOPPERS.slice(0, 200)) {
      expect(canaryPosition(id, 'mf-own-brand', '1.1.0-0123456789')).toBe(canaryPosition(id, 'mf-own-brand', '1.1.0-0123456789'));
      if (inCanary(id, 'mf-own-brand', '1.1.0-0123456789', 5)) expect(inCanary(id, 'mf-own-brand', '1.1.0-0123456789', 25)).toBe(true);
    }
    expect(SHOPPERS.every((id) => inCanary(id, 'mf-own-brand', '1.1.0-0123456789', 100))).toBe(true);
  });

  it('draws each fragment’s canary on its own: being in one says nothing about another', () => {
    const inFirst = SHOPPERS.filter((id) => inCanary(id, 'mf-own-brand', '1.1.0-0123456789', 50));
    const inBoth = inFirst.filter((id) => inCanary(id, 'mf-tracking', '1.1.0-0123456789', 50));
    const [low, high] = binomialBounds(inFirst.length, 0.5, 0.0005);
    expect(inBoth.length).toBeGreaterThanOrEqual(low);
    expect(inBoth.length).toBeLessThanOrEqual(high);
  });

  it('reads only a well-formed id from the cookie; new ids are of that form and distinct', () => {
    const id = newShopperId();
    expect(shopperIdOf(`a=1; ${SHOPPER_COOKIE}=${id}`)).toBe(id);
    expect(shopperIdOf(`${SHOPPER_COOKIE}=short`)).toBeUndefined();
    expect(shopperIdOf(`${SHOPPER_COOKIE}=${'x'.repeat(21)};`)).toBeUndefined();
    expect(shopperIdOf(undefined)).toBeUndefined();
    expect(new Set(Array.from({ length: 100 }, newShopperId)).size).toBe(100);
  });
});
