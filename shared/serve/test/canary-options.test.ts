import { UsageError } from '@storefront/deploy';
import { DEFAULT_BOUNDS } from '../src/canary/canary-judge';
import { boundsFrom } from '../src/canary/canary-options';

describe('canary run options', () => {
  it('refuses --min-views below 1: a step would pass, and the release be promoted, on no figures', () => {
    expect(() => boundsFrom({ 'min-views': '0' })).toThrow(new UsageError('--min-views takes a number of at least 1, not 0'));
    expect(() => boundsFrom({ 'min-views': '0.5' })).toThrow(UsageError);
  });

  it('takes --min-views from 1 for every figure, and the defaults without it', () => {
    const one = boundsFrom({ 'min-views': '1' });
    expect([one.errors.minPageViews, one.inp.minPageViews, one.inp.minSamples]).toEqual([1, 1, 1]);
    expect(boundsFrom({})).toEqual(DEFAULT_BOUNDS);
  });

  it('refuses a bound that is no number, and takes 0 as a bound (no worse than live)', () => {
    expect(() => boundsFrom({ 'max-errors': 'many' })).toThrow(new UsageError('--max-errors takes a number, not many'));
    expect(boundsFrom({ 'max-errors': '0' }).errors.maxIncrease).toBe(0);
  });
});
