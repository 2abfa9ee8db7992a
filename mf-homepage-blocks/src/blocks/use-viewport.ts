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
 * Whether the page is rendered as a server's first view: true in that server render and while its hydration commits,
 * until the page's first commit has run its layout effects (ContentPage sets it false in its first passive effect);
 * false for any page or block rendered in the browser alone (`RENDERED_IN_BROWSER_ALONE`). A box, not a value: blocks
 * read it in their first render and their layout effects, and flipping it re-renders nothing. Without a provider a
 * block cannot tell a server's render from the browser's, so it renders as on a server first.
 */
export const HydratingFirstViewContext = createContext<{ current: boolean }>({ current: true });

/** The HydratingFirstViewContext of blocks rendered in the browser alone (never a server's markup to hydrate). */
export const RENDERED_IN_BROWSER_ALONE: { current: boolean } = Object.freeze({ current: false });

/**
 * False in a server render, while hydrating and until the hydrated block's next render, true otherwise. A block
 * rendered in the browser alone is client-rendered from its first render: its content is part of the render that
 * mounts it, which comes as a transition when its model or code arrives, so React renders it in slices. Set in a
 * layout effect instead, it was a second render inside the mounting commit's task (the homepage's own-brand cards
 * with their sanitised descriptions: tasks of 360-440 ms on a low-end phone scrolling). A hydrated block keeps the
 * server's markup on screen meanwhile, so its client render comes as a transition too (at once, it would join the
 * hydration's commit in one long task).
 */
export function useClientRendered(): boolean {
  const hydrating = useContext(HydratingFirstViewContext);
  const [rendered, setRendered] = useState(() => !hydrating.current);
  useLayoutEffect(() => {
    if (!rendered) startTransition(() => setRendered(true));
  }, [rendered]);
  return rendered;
}
