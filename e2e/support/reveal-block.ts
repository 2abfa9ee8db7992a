import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A block of the content page, once it is in the page and shown: blocks below the fold are loaded as the shopper
 * scrolls towards them and appear in layout order, so this scrolls down step by step until the block is there.
 */
export async function revealBlock(page: Page, blockId: string): Promise<Locator> {
  const block = page.locator(`[data-block-id="${blockId}"]`);
  await expect(async () => {
    if ((await block.count()) === 0 || !(await block.isVisible())) {
      await page.mouse.wheel(0, 600);
      throw new Error(`block ${blockId} is not shown yet`);
    }
  }).toPass({ timeout: 20_000, intervals: [200] });
  await block.scrollIntoViewIfNeeded();
  return block;
}

/** Every image in the locator that is displayed has loaded, as webp from the image service. */
export async function expectDisplayedImagesLoadedAsWebp(images: Locator): Promise<void> {
  const displayed = images.filter({ visible: true });
  await expect(displayed.first()).toBeVisible();
  for (const image of await displayed.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => ({
          loaded: element.complete && element.naturalWidth > 0,
          webp: /\.webp(\?|$)/.test(element.currentSrc),
        })),
      )
      .toEqual({ loaded: true, webp: true });
  }
}
