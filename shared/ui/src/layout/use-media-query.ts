import { useCallback, useSyncExternalStore } from 'react';
import { mediaQueryList } from './media-query-list';

/**
 * Whether a media query matches, following its changes. A server render (and the hydration after it) sees
 * `undefined`: the browser is only asked through React's external-store snapshot, never while rendering there.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query).matches,
    () => undefined,
  );
}
