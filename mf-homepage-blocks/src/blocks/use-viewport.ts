import { createContext, startTransition, useContext, useLayoutEffect, useRef, useState } from 'react';

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
  const shown = useRef(value);
  shown.current = value;
  useLayoutEffect(() => {
    // Only a changed value re-renders the block: resize events come many times a second. Not even asked for when
    // unchanged: an update asked for during a hydration's commit would render the page again in the same task.
    const update = () => {
      const next = latestSelect.current(window.innerWidth);
      if (next !== shown.current) setValue(next);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return value;
}

/**
 * Whether the page's commit under way is the hydration of a server's first view: true until the page's first commit
 * has run its layout effects (ContentPage sets it false in its first passive effect), false for any page rendered
 * in the browser alone. A box, not a value: blocks read it in their layout effects, and flipping it re-renders nothing.
 */
export const HydratingFirstViewContext = createContext<{ current: boolean }>({ current: false });

/**
 * False in a server render, while hydrating and before the first client render, true after. A block rendered in the
 * browser alone gets true before the browser paints. A hydrated block keeps the server's markup on screen meanwhile,
 * so its client render comes as a transition, which React renders in slices between which the phone answers the
 * shopper (at once, it would join the hydration's commit in one long task).
 */
export function useClientRendered(): boolean {
  const hydrating = useContext(HydratingFirstViewContext);
  const [rendered, setRendered] = useState(false);
  useLayoutEffect(() => {
    if (hydrating.current) startTransition(() => setRendered(true));
    else setRendered(true);
  }, [hydrating]);
  return rendered;
}
