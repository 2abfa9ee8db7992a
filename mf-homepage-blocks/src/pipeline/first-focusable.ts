/** Elements that can take keyboard focus, before their tabindex, state and visibility are looked at. */
const FOCUSABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [contenteditable]:not([contenteditable="false"]), [tabindex]';

function reachedByTab(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[hidden], [inert]')) return false;
  // Not displayed, in a closed <details> or visibility: hidden (checkVisibility lays the page out: only on Tab).
  return typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });
}

/** The first element inside `root` that Tab reaches, in document order (a positive tabindex is not looked at). */
export function firstFocusableIn(root: Element): HTMLElement | undefined {
  for (const element of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (reachedByTab(element)) return element;
  }
  return undefined;
}
