import { DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH } from '@storefront/contracts';

// The shop's device breakpoints (spec section 9) are the contracts': the servers' first views are bounded by them too.
export { DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH };

export type Device = 'mobile' | 'tablet' | 'desktop';

export function deviceOf(viewportWidth: number): Device {
  if (viewportWidth >= DESKTOP_MIN_WIDTH) return 'desktop';
  return viewportWidth >= TABLET_MIN_WIDTH ? 'tablet' : 'mobile';
}

/** A length per device, e.g. the height a block reserves while it loads. */
export type PerDevice<T> = Readonly<Record<Device, T>>;
