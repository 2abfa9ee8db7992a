import { act } from '@testing-library/react';
import { afterThisTest } from '@storefront/test-support';

/** The shopper scrolls the window to `y` (jsdom does not scroll: scrollY is set, and the event sent). */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  afterThisTest(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}
