import { createContext, useContext, useLayoutEffect, useRef, useState } from 'react';

/**
 * The window width a server render assumed for the first view (first-view-state.ts), also while the browser hydrates
 * that markup, so both render the same; undefined otherwise.
 */
export const AssumedViewportWidthContext = createContext<number | undefined>(undefined);

/**
 * What a block derives from the window's width (a device, "narrower than 600 px"): `undefined` in a server render
 * and until the first client render has been laid out, then `select(window.innerWidth)`, kept current while the
 * window is resized. Carousels render only once it is defined (spec section 4: only after the first client render).
 * The layout effect sets it before the browser paints, so the first frame already shows the block. A server render
 * of the first view (and its hydration) starts from the width it assumed instead.
 */
export function useViewport<Value extends string | number | boolean>(select: (viewportWidth: number) => Value): Value | undefined {
  const assumedWidth = useContext(AssumedViewportWidthContext);
  const [value, setValue] = useState<Value | undefined>(() => (assumedWidth === undefined ? undefined : select(assumedWidth)));
  const latestSelect = useRef(select);
  latestSelect.current = select;
  useLayoutEffect(() => {
    // Only a changed value re-renders the block: resize events come many times a second.
    const update = () => setValue(latestSelect.current(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return value;
}

/** False in a server render, while hydrating and before the first client render, true after. */
export function useClientRendered(): boolean {
  const [rendered, setRendered] = useState(false);
  useLayoutEffect(() => setRendered(true), []);
  return rendered;
}
