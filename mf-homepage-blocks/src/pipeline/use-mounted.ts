import { useEffect, useRef, type RefObject } from 'react';

/** True while the component is mounted: answers arriving after it has gone are dropped. */
export function useMounted(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
