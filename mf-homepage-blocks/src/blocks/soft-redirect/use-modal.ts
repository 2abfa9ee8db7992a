import { useEffect, useRef, type RefObject } from 'react';
import { inertOutside } from './inert-outside';
import { lockPageScroll } from './lock-page-scroll';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Makes the container modal while it is mounted: focus moves into it, Tab and Shift+Tab wrap around, Escape calls
 * onEscape, the rest of the page is inert and does not scroll; when it goes, focus returns to where it was.
 */
export function useModal(container: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE));
    focusables()[0]?.focus();
    // After reading the focus: an element that turns inert loses it.
    const restoreOutside = inertOutside(element);
    const unlockScroll = lockPageScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
      // Before focus goes back: it cannot go into what is still inert.
      restoreOutside();
      previouslyFocused?.focus();
    };
  }, [container]);
}
