/** The element the shell's skip link ("Zum Inhalt springen", `#main-content`) moves to: the page's main content. */
const MAIN_CONTENT_ID = 'main-content';

/** The skip link's target, else the page's `main` (the fragment on a page of its own); none on a page without either. */
function mainContent(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector<HTMLElement>('main, [role="main"]');
}

/**
 * Moves focus to the top of the main content, as the skip link does, without scrolling there itself: the smooth
 * scroll to the top goes on. The go-to-top button hides at the top, and focus would fall to the body, from where the
 * next Tab goes on after the button's place, at the page's end (WCAG 2.4.3).
 */
export function focusMainContent(): void {
  const target = mainContent();
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
