import { expect, type Page } from '@playwright/test';

/**
 * Scrolls to the end of a content page and stays there until the page has stopped growing: blocks load as they
 * come near the viewport and appear in layout order, so the end moves until every block is in.
 */
export async function scrollToPageEnd(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const state = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return {
            height: document.documentElement.scrollHeight,
            waiting: document.querySelectorAll('[data-block-placeholder], [data-block-id][hidden]').length,
          };
        });
        await page.waitForTimeout(300);
        const settled = await page.evaluate(() => document.documentElement.scrollHeight);
        return state.waiting === 0 && settled === state.height;
      },
      { message: 'the page should stop growing once every block is in', timeout: 20_000, intervals: [200] },
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}
