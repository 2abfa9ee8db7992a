/**
 * The shop's device breakpoints (spec section 9): mobile up to 543 px, tablet 544 to 1199 px, desktop from 1200 px.
 * CSS media queries use the same numbers: `(min-width: 544px)` and `(min-width: 1200px)`.
 */
export const TABLET_MIN_WIDTH = 544;
export const DESKTOP_MIN_WIDTH = 1200;

export type Device = 'mobile' | 'tablet' | 'desktop';

export function deviceOf(viewportWidth: number): Device {
  if (viewportWidth >= DESKTOP_MIN_WIDTH) return 'desktop';
  return viewportWidth >= TABLET_MIN_WIDTH ? 'tablet' : 'mobile';
}

/** A length per device, e.g. the height a block reserves while it loads. */
export type PerDevice<T> = Readonly<Record<Device, T>>;
