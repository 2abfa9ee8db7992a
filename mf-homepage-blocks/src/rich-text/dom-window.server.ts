import { JSDOM } from 'jsdom';
import type { DomWindow } from './dom-window';

let serverWindow: DomWindow | undefined;

/**
 * The server's DOM for rich text (see dom-window.ts): one jsdom window for the process, made at its first use. With
 * jsdom's defaults nothing in it runs or loads (no scripts, no subresources): it only parses and serialises markup.
 */
export function domWindow(): DomWindow {
  // jsdom's types give its window's top, self and window a type of their own; its DOM is the one DOMPurify takes.
  serverWindow ??= new JSDOM('').window as unknown as DomWindow;
  return serverWindow;
}
