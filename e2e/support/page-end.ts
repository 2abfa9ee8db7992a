import { expect, type Page } from '@playwright/test';

/** What scrollToPageEnd needs of a page: Playwright's, or a benchmark's driven without it (scripts/perf/bare-browser.ts). */
export interface EvaluatingPage {
  evaluate<R>(pageFunction: () => R): Promise<R>;
}

/** How long the page must stay the same, scrolled to its end, before it counts as complete. */
const QUIET_MS = 1_000;
const POLL_MS = 250;

/**
 * Scrolls to the end of a content page and stays there until the page is complete: blocks load as their places
 * come near the viewport and appear in layout order, so the end moves on until every block is in. Complete means no
 * block waits (no placeholder, no hidden block) and neither the blocks nor the page's height changed for a second.
 */
export async function scrollToPageEnd(page: EvaluatingPage): Promise<void> {
  let last = '';
  let quietSince = Date.now();
  await expect
    .poll(
      async () => {
        const state = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const blocks = Array.from(document.querySelectorAll('[data-block-id]'), (block) => block.getAttribute('data-block-id'));
          return {
            signature: `${blocks.join(' ')} ${document.documentElement.scrollHeight}`,
            waiting: document.querySelectorAll('[data-block-placeholder], [data-block-id][hidden]').length,
          };
        });
        if (state.signature !== last || state.waiting > 0) {
          last = state.signature;
          quietSince = Date.now();
        }
        return Date.now() - quietSince >= QUIET_MS;
      },
      { message: 'the page should be complete: every block in, nothing changing', timeout: 30_000, intervals: [POLL_MS] },
    )
    .toBe(true);
}

/**
 * Scrolls a page that scrollToPageEnd found complete back to its end, at once: its blocks no longer change, only its
 * height may have (a fixed banner's bottom inset), so there is nothing to wait for but the scroll itself.
 */
export async function scrollBackToPageEnd(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.documentElement;
          window.scrollTo(0, root.scrollHeight);
          return Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight;
        }),
      { message: 'the page should be scrolled to its end', intervals: [50] },
    )
    .toBe(true);
}

/**
 * Scrolls down as a fast fling does, half a screen a frame with no pause for the blocks, until the page's end is in
 * view or the page no longer moves (the checks after it say whether that is the end). Frames, not time: on a busy
 * machine a frame takes longer, the fling covers the same blocks in the same steps.
 */
export async function flingToTheEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const root = document.documentElement;
    while (window.scrollY + window.innerHeight < root.scrollHeight - 1) {
      const before = `${window.scrollY} ${root.scrollHeight}`;
      window.scrollBy(0, window.innerHeight / 2);
      await frame();
      if (`${window.scrollY} ${root.scrollHeight}` === before) return;
    }
  });
}
