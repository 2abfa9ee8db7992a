import { mediaQueryList } from './media-query-list';

/**
 * The window's width as far as min-width media queries at `widths` (px) can tell it: the widest of them the window
 * reaches (0 below all), and a subscription to its changes. Asking media queries never lays out the page, which
 * reading `window.innerWidth` does on a phone. Browser only: call it in an effect.
 */
export function widthQueries(widths: readonly number[]): { widestReached: () => number; onChange: (listener: () => void) => () => void } {
  const queries = widths.map((width) => ({ width, query: mediaQueryList(`(min-width: ${width}px)`) }));
  return {
    widestReached: () => Math.max(0, ...queries.filter(({ query }) => query.matches).map(({ width }) => width)),
    onChange: (listener) => {
      queries.forEach(({ query }) => query.addEventListener('change', listener));
      return () => queries.forEach(({ query }) => query.removeEventListener('change', listener));
    },
  };
}
