// The options of `npm run canary` that take numbers, and the judge's bounds from them.
import { UsageError } from '@storefront/deploy';
import { DEFAULT_BOUNDS, withMinimum, type CanaryBounds } from './canary-judge';

export function numberOption(value: string | undefined, name: string, minimum = 0): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < minimum) throw new UsageError(`${name} takes a number${minimum > 0 ? ` of at least ${minimum}` : ''}, not ${value}`);
  return number;
}

export type BoundOption = 'max-errors' | 'max-inp-ms' | 'max-lcp-ms' | 'max-cls';

/**
 * The bounds' increases from their options; `--min-views` is the minimum of page views and of each vital's samples,
 * at least 1: with 0 a step would pass on no figures at all, and the release be promoted without evidence.
 */
export function boundsFrom(values: Partial<Record<BoundOption | 'min-views', string>>): CanaryBounds {
  const minViews = numberOption(values['min-views'], '--min-views', 1);
  const maxIncrease = <Bound extends { maxIncrease: number }>(bound: Bound, option: BoundOption): Bound => ({
    ...bound,
    maxIncrease: numberOption(values[option], `--${option}`) ?? bound.maxIncrease,
  });
  const bounds: CanaryBounds = {
    errors: maxIncrease(DEFAULT_BOUNDS.errors, 'max-errors'),
    inp: maxIncrease(DEFAULT_BOUNDS.inp, 'max-inp-ms'),
    lcp: maxIncrease(DEFAULT_BOUNDS.lcp, 'max-lcp-ms'),
    cls: maxIncrease(DEFAULT_BOUNDS.cls, 'max-cls'),
  };
  return minViews === undefined ? bounds : withMinimum(bounds, minViews);
}
