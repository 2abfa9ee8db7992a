import { afterThisTest } from '../after-this-test';

let changed = false;

/**
 * The window is `width` px wide from now on (jsdom's is 1024) and a `resize` event tells the page, as a browser
 * does when the window is resized; wrap the call in `act()` when components are mounted. The jest preset's
 * matchMedia answers width queries from it. Restored after the test.
 */
export function setViewportWidth(width: number): void {
  if (!changed) {
    changed = true;
    const original = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    afterThisTest(() => {
      changed = false;
      if (original) Object.defineProperty(window, 'innerWidth', original);
      else delete (window as { innerWidth?: number }).innerWidth;
    });
  }
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
