import { createContext, startTransition, useContext, useLayoutEffect, useRef, useState } from 'react';
import { DESKTOP_MIN_WIDTH, deviceOf, TABLET_MIN_WIDTH, type Device } from '@storefront/ui';
import { widthQueries } from '@storefront/ui/width-queries';

/**
 * The window width a server render assumed for the first view (first-view-state.ts), also while the browser hydrates
 * that markup, so both render the same; undefined otherwise.
 */
export const AssumedViewportWidthContext = createContext<number | undefined>(undefined);

/**
 * A value derived from the window's width that changes only where the width crosses one of `widths` (each a
 * `min-width` in px): a device, "narrower than 600 px". `at` gives it for any width.
 */
export interface WidthSteps<Value> {
  widths: readonly number[];
  at: (viewportWidth: number) => Value;
}

/** The shop's device (mobile, tablet, desktop) of a window width. */
export const DEVICE_BY_WIDTH: WidthSteps<Device> = { widths: [TABLET_MIN_WIDTH, DESKTOP_MIN_WIDTH], at: deviceOf };

/**
 * What a block derives from the window's width (`steps`, a module constant): `undefined` in a server render and
 * until the first client render's layout effects, then the window's, kept current while the window is resized.
 * Carousels render only once it is defined (spec section 4: only after the first client render). The layout effect
 * sets it before the browser paints, so the first frame already shows the block. A server render of the first view
 * (and its hydration) starts from the width it assumed instead. The width is asked of media queries at the steps,
 * not of `window.innerWidth`: on a phone reading that lays out the page at once, in the commit mounting the block.
 */
export function useViewport<Value extends string | number | boolean>(steps: WidthSteps<Value>): Value | undefined {
  const assumedWidth = useContext(AssumedViewportWidthContext);
  const [value, setValue] = useState<Value | undefined>(() => (assumedWidth === undefined ? undefined : steps.at(assumedWidth)));
  const shown = useRef(value);
  shown.current = value;
  useLayoutEffect(() => {
    const width = widthQueries(steps.widths);
    // Only a changed value re-renders the block. Not even asked for when unchanged: an update asked for during a
    // hydration's commit would render the page again in the same task.
    const update = () => {
      const next = steps.at(width.widestReached());
      if (next !== shown.current) setValue(next);
    };
    update();
    return width.onChange(update);
  }, [steps]);
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
