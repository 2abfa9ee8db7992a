import type { KeyboardEvent } from 'react';
import type { SwipeDirection } from './use-early-swipe';

const STEPS: Readonly<Record<string, SwipeDirection>> = { ArrowLeft: 'previous', ArrowRight: 'next' };

/** Where the arrow keys move the caret or a choice: they keep doing that inside a carousel. */
function takesArrowKeys(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * The step an arrow key asks of the carousel whose element got the keydown, i.e. with the keyboard focus inside it.
 * Undefined, so that the key does what it normally does, for any other key, a key with a modifier (browser and
 * screen-reader shortcuts), a key in a text field, or one a control inside has already used (a nested carousel).
 */
export function carouselKeyStep(event: KeyboardEvent): SwipeDirection | undefined {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  if (takesArrowKeys(event.target)) return undefined;
  return STEPS[event.key];
}
