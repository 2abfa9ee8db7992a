import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { SampleApi } from './sample-api-client';
import { SAMPLE_API_URL } from './urls';

/** How long the homepage waits for a block before the ones below it show (mf-homepage-blocks' REVEAL_TIMEOUT_MS). */
export const REVEAL_TIMEOUT_MS = 2000;

export interface BlockReference {
  id: string;
  contentType: string;
}

/** The homepage layout as the content service (the sample backend) has it. */
export async function homepageLayout(request: APIRequestContext): Promise<BlockReference[]> {
  const response = await request.get(`${SAMPLE_API_URL}/content/pages/homepage`, { headers: { Accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { model: { blocks: BlockReference[] } }).model.blocks;
}

/** One block's model as the content service serves it (images and dates as the page gets them). */
export async function blockModel<Model = Record<string, unknown>>(request: APIRequestContext, id: string, preview = false): Promise<Model> {
  const response = await request.get(`${SAMPLE_API_URL}/content/blocks/${id}${preview ? '?preview=true' : ''}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { model: Model }).model;
}

/**
 * The rendered block with that content id, scrolled into view. Blocks load as the shopper scrolls towards them,
 * so the page is scrolled down until the block is there.
 */
export async function scrollToBlock(page: Page, id: string): Promise<Locator> {
  const block = page.locator(`.hp-block[data-block-id="${id}"]:not([hidden])`);
  await scrollUntil(page, () => expect(block).toBeAttached({ timeout: 500 }));
  await block.scrollIntoViewIfNeeded();
  return block;
}

/**
 * The images of the element that are in the viewport, each loaded as webp (the `<source>` the browser chose)
 * and shown: their count, and the current sources that are not loaded webp. A carousel's slides outside its
 * viewport are not in view (they are clipped, and lazy images there are not loaded yet).
 */
export async function imagesInView(element: Locator): Promise<{ count: number; notLoadedWebp: string[] }> {
  return element.evaluate((root) => {
    const inView = Array.from(root.querySelectorAll('img')).filter((image) => {
      const box = image.getBoundingClientRect();
      const clip = image.closest('.sf-carousel__viewport')?.getBoundingClientRect() ?? new DOMRect(0, 0, window.innerWidth, window.innerHeight);
      const left = Math.max(0, clip.left);
      const right = Math.min(window.innerWidth, clip.right);
      return box.width > 0 && box.right > left && box.left < right && box.bottom > 0 && box.top < window.innerHeight;
    });
    const notLoadedWebp = inView
      .filter((image) => !image.complete || image.naturalWidth === 0 || !new URL(image.currentSrc, location.href).pathname.endsWith('.webp'))
      .map((image) => image.currentSrc || image.src);
    return { count: inView.length, notLoadedWebp };
  });
}

export function idOf(layout: BlockReference[], contentType: string): string {
  const reference = layout.find((block) => block.contentType === contentType);
  if (!reference) throw new Error(`The sample homepage has no ${contentType} block`);
  return reference.id;
}

/**
 * Scrolls to the end of the page again and again until the assertion holds: blocks load as they come near the
 * viewport, so the blocks at the end of a long page are there only once the shopper has scrolled to them.
 * Assertions inside should use short timeouts.
 */
export async function scrollUntil(page: Page, assertion: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await assertion();
    // Bounded by the test's own time-out: how long the blocks take to come depends on the machine.
  }).toPass({ timeout: 0 });
}

/**
 * Makes the content service (the sample backend) serve the block with that id changed, until the test's faults are
 * cleared (the sampleApi fixture clears them after each test).
 */
export async function serveChangedBlock<Model = Record<string, unknown>>(
  request: APIRequestContext,
  sampleApi: SampleApi,
  id: string,
  change: (model: Model) => Model,
): Promise<void> {
  const model = await blockModel<Model>(request, id);
  await sampleApi.addFault({ path: `/content/blocks/${id}`, method: 'GET', status: 200, body: { model: change(model) } });
}
