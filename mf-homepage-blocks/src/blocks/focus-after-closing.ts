import { firstFocusableIn } from '../pipeline/first-focusable';
import { focusMainContent } from './go-to-top/focus-main-content';

/** The element itself takes focus by Tab (a keyboard stop of the page, a link next to the block). */
function isTabStop(element: Element): element is HTMLElement {
  return element instanceof HTMLElement && element.tabIndex >= 0 && !element.matches(':disabled') && !element.closest('[hidden], [inert]');
}

/** What Tab reaches first after `element` and outside it, in document order; undefined at the page's end. */
function nextTabStopAfter(element: Element): HTMLElement | undefined {
  for (let node: Element | null = element; node; node = node.parentElement) {
    for (let sibling = node.nextElementSibling; sibling; sibling = sibling.nextElementSibling) {
      const found = isTabStop(sibling) ? sibling : firstFocusableIn(sibling);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Called by a block's close button just before the block goes: when focus is in the block, moves it where Tab from
 * the button would have gone next, else to the main content, so that it does not fall to the page's body, from where
 * the next Tab would start again at the top (WCAG 2.4.3). The page does not scroll: what comes after the block moves
 * up into its place.
 */
export function focusAfterClosing(block: Element): void {
  if (!block.contains(document.activeElement)) return;
  const next = nextTabStopAfter(block);
  next?.focus({ preventScroll: true });
  if (!next || document.activeElement !== next) focusMainContent();
}
