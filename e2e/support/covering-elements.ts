import type { Locator, Page } from '@playwright/test';

interface Coverage {
  /** The probed element (tag and name); empty when the locator matched nothing. */
  element: string;
  /** What a click on it would reach instead (tag, class and text of each). */
  covering: string[];
  /** The element lies inside an element matching `within`. */
  inside: boolean;
}

/**
 * Runs in the page: probes the first element at its centre and 4 px inside the middle of each edge (rounded corners
 * hit nothing) for elements a click would reach instead of it; with `fixedOnly`, only those that are or lie in a
 * fixed or sticky element. Points outside the viewport hit nothing. An element taller than half the viewport (a tab
 * panel) cannot be shown whole above a bottom banner, and the browser scrolls its top into view: only its top edge
 * must be clear (WCAG 2.4.11 asks that a focused element is not hidden, not that it fits). Self-contained:
 * Playwright sends its source.
 */
function probeCoverage(elements: Element[], options: { fixedOnly: boolean; within: string | null }): Coverage {
  const [element] = elements;
  if (!element) return { element: '', covering: [], inside: false };
  const box = element.getBoundingClientRect();
  const inset = Math.min(4, box.width / 4, box.height / 4);
  const [middleX, middleY] = [box.left + box.width / 2, box.top + box.height / 2];
  const topEdge = [
    [box.left + inset, box.top + inset],
    [middleX, box.top + inset],
    [box.right - inset, box.top + inset],
  ] as const;
  const points =
    box.height > window.innerHeight / 2
      ? topEdge
      : ([
          [middleX, middleY],
          [box.left + inset, middleY],
          [box.right - inset, middleY],
          [middleX, box.top + inset],
          [middleX, box.bottom - inset],
        ] as const);
  const isFixed = (hit: Element) => {
    for (let node: Element | null = hit; node; node = node.parentElement) {
      if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return true;
    }
    return false;
  };
  const describe = (other: Element) => `${other.tagName.toLowerCase()}.${String(other.className)} "${(other.textContent ?? '').trim().slice(0, 40)}"`;
  const covering = points
    .map(([x, y]) => document.elementFromPoint(x, y))
    .filter((hit): hit is Element => hit !== null && hit !== element && !element.contains(hit))
    .filter((hit) => !options.fixedOnly || isFixed(hit));
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
  return {
    element: `${element.tagName.toLowerCase()} "${name}"`,
    covering: [...new Set(covering.map(describe))],
    inside: options.within !== null && element.closest(options.within) !== null,
  };
}

/** What covers an element on screen, none when a click anywhere on it reaches it. */
export async function elementsCovering(target: Locator): Promise<string[]> {
  await target.waitFor();
  return (await target.evaluateAll(probeCoverage, { fixedOnly: false, within: null })).covering;
}

/**
 * The element that has focus, the fixed or sticky elements over it (go-to-top button, consent banner ...) and
 * whether it lies inside `within` (a CSS selector). One round trip, for walks through a page with the keyboard.
 */
export async function fixedElementsOverFocus(page: Page, within: string | null = null): Promise<Coverage> {
  return page.locator('*:focus').evaluateAll(probeCoverage, { fixedOnly: true, within });
}
