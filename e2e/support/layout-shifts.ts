import type { Page } from '@playwright/test';

/** The windows nothing may shift at (issue 41): phones, a tablet both ways, a laptop and two desktops. */
export const NO_SHIFT_VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];

export interface LayoutShift {
  value: number;
  /** The elements that moved (tag, id or class, and the content block they are in), as the browser attributes it. */
  sources: string[];
  /** Where each source was and is (x, y, width, height in the window), and when the shift happened: what moved, how. */
  moves: string[];
  at: number;
}

/** Starts recording the page's layout shifts from its first paint on; call before `page.goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[]; moves: string[]; at: number }> = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
      const block = node.closest('[data-block-id]')?.getAttribute('data-block-id');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ').join('.')}` : ''}${block ? ` in ${block}` : ''}`;
    };
    new PerformanceObserver((list) => {
      type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const rect = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] }>) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources ?? [];
        shifts.push({
          value: entry.value,
          sources: sources.map((source) => describe(source.node)),
          moves: sources.map((source) => `${rect(source.previousRect)} -> ${rect(source.currentRect)} (scrollY ${Math.round(window.scrollY)})`),
          at: Math.round(entry.startTime),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far (none is the goal: nothing moves once shown). */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}
