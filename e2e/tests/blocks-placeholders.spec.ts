import type { Page } from '@playwright/test';
import { declineConsent, expect, test } from '../fixtures';
import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { homepageLayout, idOf, REVEAL_TIMEOUT_MS, type BlockReference } from '../support/content-blocks';
import { HeldClock } from '../support/held-clock';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';
import { overlayContentTypes, registeredContentTypes } from '../support/registered-blocks';

// The own-brands carousel's placeholders (spec section 4, issue 34): while its brands are on their way, its place on the
// homepage shows six square placeholders of 260 px (as many in view as fit, the rest scrolled out of the row as the
// carousel's slides will be); the block then takes that place without moving anything.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const TILE_PX = 260;

/**
 * Holds back the content service's answer for one block's model until the returned function is called, and the page's
 * clock from then on: the model's request time-out cannot end the wait, however slow the machine.
 */
async function holdBlockModel(page: Page, clock: HeldClock, id: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === `/content/blocks/${id}`,
    async (route) => {
      if (route.request().method() === 'GET') {
        void clock.hold();
        await held;
      }
      await route.continue();
    },
  );
  return release;
}

/** The block in the page's flow right above the one with that id. */
function blockAbove(layout: BlockReference[], id: string): BlockReference {
  const flow = layout.filter((block) => registeredContentTypes().has(block.contentType) && !overlayContentTypes().has(block.contentType));
  const above = flow[flow.findIndex((block) => block.id === id) - 1];
  if (!above) throw new Error(`No block above ${id}`);
  return above;
}

const pageTop = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test.beforeEach(async ({ page }) => declineConsent(page));

for (const viewport of [PHONE, DESKTOP]) {
  for (const behindSlowBlock of [false, true]) {
    test(`at ${viewport.width}x${viewport.height}, ${behindSlowBlock ? 'waiting behind a slow block above, ' : ''}the own-brands carousel's place shows six square ${TILE_PX} px placeholders while its brands load, and the block takes that place without a layout shift`, async ({
      page,
      request,
    }) => {
      const layout = await homepageLayout(request);
      const ownBrands = idOf(layout, 'OwnBrandsCarousel');
      const clock = await HeldClock.install(page);
      const releaseOwnBrands = await holdBlockModel(page, clock, ownBrands);
      const slowAbove = behindSlowBlock ? blockAbove(layout, ownBrands) : undefined;
      const releaseAbove = slowAbove ? await holdBlockModel(page, clock, slowAbove.id) : undefined;
      await recordLayoutShifts(page);
      await page.setViewportSize(viewport);
      await page.goto('/');

      // Behind a slow block the own-brands place shows once the page has passed that block by (its place stays kept):
      // after the reveal's wait, moved on with the held clock, never as far as the held requests' time-out.
      const placeholder = page.locator('[data-block-placeholder]:has(.hp-tile-placeholder)');
      let movedOnMs = 0;
      await clock.until(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        if (await placeholder.isVisible()) return true;
        if (slowAbove && clock.isHeld && movedOnMs + REVEAL_TIMEOUT_MS < REQUEST_TIMEOUT_MS) {
          await clock.advance(REVEAL_TIMEOUT_MS);
          movedOnMs += REVEAL_TIMEOUT_MS;
        }
        return false;
      }, 'the own-brands placeholders');
      if (slowAbove) await expect(page.locator(`.hp-block[data-block-id="${slowAbove.id}"]:not([hidden])`)).toHaveCount(0);
      const tiles = placeholder.locator('.hp-tile-placeholder');
      await tiles.first().scrollIntoViewIfNeeded();
      await expect(tiles).toHaveCount(6);
      const boxes = await tiles.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
      // Square, 260 px, in one row; the first one whole in view.
      expect(boxes.map((box) => [Math.round(box.width), Math.round(box.height)])).toEqual(Array.from({ length: 6 }, () => [TILE_PX, TILE_PX]));
      expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
      await expect(tiles.first()).toBeInViewport({ ratio: 1 });
      // The only placeholder tiles on the page are in the block's kept place.
      await expect(page.locator('.hp-tile-placeholder')).toHaveCount(6);
      const kept = await pageTop(placeholder);
      const shiftsBefore = (await layoutShifts(page)).length;

      releaseOwnBrands();
      const block = page.locator(`.hp-block[data-block-id="${ownBrands}"]:not([hidden])`);
      await clock.until(
        async () => (await block.isVisible()) && (await page.locator('.hp-tile-placeholder').count()) === 0,
        'the own-brands block in its place',
      );
      // Where the placeholder was (a block may start a fraction of a pixel off: heights are whole pixels).
      expect(Math.abs((await pageTop(block)) - kept)).toBeLessThan(1);
      if (slowAbove && releaseAbove) {
        releaseAbove();
        const above = page.locator(`.hp-block[data-block-id="${slowAbove.id}"]:not([hidden])`);
        await clock.until(() => above.isVisible(), 'the slow block above in its place');
        expect(Math.abs((await pageTop(block)) - kept)).toBeLessThan(1);
      }
      // Reserved heights are whole pixels; a block a fraction of a pixel taller moves nothing a shopper sees (< 0.001).
      const shifts = (await layoutShifts(page)).slice(shiftsBefore).filter((shift) => shift.value >= 0.001);
      expect(shifts).toEqual([]);
    });
  }
}
