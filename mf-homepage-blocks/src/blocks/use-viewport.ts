import { useLayoutEffect, useRef, useState } from 'react';

/**
 * What a block derives from the window's width (a device, "narrower than 600 px"): `undefined` in a server render
 * and until the first client render has been laid out, then `select(window.innerWidth)`, kept current while the
 * window is resized. Carousels render only once it is defined (spec section 4: only after the first client render).
 * The layout effect sets it before the browser paints, so the first frame already shows the block.
 */
export function useViewport<Value extends string | number | boolean>(select: (viewportWidth: number) => Value): Value | undefined {
  const [value, setValue] = useState<Value>();
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

const rendered = () => true;

/** False in a server render and before the first client render, true after. */
export function useClientRendered(): boolean {
  return useViewport(rendered) === true;
}
