import { reportError } from '@storefront/platform';

/**
 * A position worth keeping needs a scroll first: the code that keeps them (scroll-positions.ts) is a chunk requested
 * with the shopper's first scroll, nothing of it on the path to the first paint.
 */
export function keepScrollPositionsAfterFirstScroll(): void {
  const load = () => {
    removeEventListener('scroll', load);
    import(/* webpackChunkName: "scroll-positions" */ './scroll-positions').then(
      ({ keepScrollPositions }) => keepScrollPositions(),
      (error: unknown) => reportError(error, { phase: 'scroll positions' }),
    );
  };
  addEventListener('scroll', load, { passive: true });
}
