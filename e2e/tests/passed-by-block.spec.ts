import type { APIResponse, Page } from '@playwright/test';
import type { SchemaRecommendationsResponse } from '@storefront/contracts';
import { declineConsent, expect, test } from '../fixtures';
import { homepageLayout, REVEAL_TIMEOUT_MS } from '../support/content-blocks';
import { layoutShifts, NO_SHIFT_VIEWPORTS, recordLayoutShifts } from '../support/layout-shifts';

// A block that loads its own data and keeps the page waiting is passed by after the reveal time-out (it keeps its
// reserved place, the blocks below it appear). When its data comes at last, it appears in that place at its own
// height, which is not the reserved one at every width (a tablet's recommendation slider: 647 px in a place of
// 601 at 768 px): a shopper looking at the block below must not see it move. The browser keeps it in place by
// scroll anchoring, which Chromium gives up for a frame in which an element's `overflow-anchor` changes
// (use-scroll-anchor-after-reveal.ts).

const HOME_RECOMMENDATIONS = /^\/v4\/sites\/1\/de\/pages\/home\/recommendations$/;
/** The lower slider's recommendations: fewer cards than the upper one's, so it fills, and appears, first. */
const LOWER_SLIDER_CARDS = 5;

/** The viewport top of the element with that block id's reserved place, or of the block itself (`kind`). */
function screenTop(page: Page, id: string, kind: 'place' | 'block'): Promise<number | undefined> {
  return page.evaluate(
    ({ id, kind }) => {
      const block = document.querySelector(`.hp-block[data-block-id="${id}"]`);
      const element = kind === 'block' ? block : block?.previousElementSibling?.matches('[data-block-placeholder]') ? block.previousElementSibling : null;
      return element && !(element as HTMLElement).hidden ? element.getBoundingClientRect().top : undefined;
    },
    { id, kind },
  );
}

/**
 * Scrolls the lower slider's reserved place to 40% of the window (the upper one's place in view above it), or to the
 * upper one's place before the lower one shows; on a phone, where the sliders come once the shopper scrolls towards
 * them, half a window further down before either shows.
 */
function scrollToPlaces(page: Page, upper: string, lower: string): Promise<void> {
  return page.evaluate(
    ({ upper, lower }) => {
      const place = (id: string) => document.querySelector(`[data-block-placeholder]:has(+ .hp-block[data-block-id="${id}"])`);
      const target = place(lower) ?? place(upper);
      if (target) window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.4);
      else window.scrollBy(0, window.innerHeight / 2);
    },
    { upper, lower },
  );
}

test.beforeEach(async ({ page }) => declineConsent(page));

for (const viewport of NO_SHIFT_VIEWPORTS) {
  test(`at ${viewport.width}x${viewport.height}, a recommendation slider passed by while its recommendations load appears in its place without moving the slider below it in view`, async ({
    page,
    request,
  }) => {
    const sliders = (await homepageLayout(request)).filter((block) => block.contentType === 'RecommendationSlider').map((block) => block.id);
    const [upper, lower] = sliders;
    if (!upper || !lower) throw new Error('The sample homepage has fewer than two recommendation sliders');

    let releaseRecommendations = () => {};
    const held = new Promise<void>((resolve) => {
      releaseRecommendations = resolve;
    });
    // Fetched once, for every request of the page (one per slider): both sliders get their recommendations at once.
    let answer: Promise<{ response: APIResponse; json: SchemaRecommendationsResponse }> | undefined;
    await page.route(
      (url) => HOME_RECOMMENDATIONS.test(url.pathname),
      async (route) => {
        await held;
        answer ??= route.fetch().then(async (response) => {
          const json = (await response.json()) as SchemaRecommendationsResponse;
          const lowerContainer = json.containers[sliders.indexOf(lower)];
          if (lowerContainer) lowerContainer.recommendations = lowerContainer.recommendations.slice(0, LOWER_SLIDER_CARDS);
          return { response, json };
        });
        await route.fulfill(await answer);
      },
    );
    await recordLayoutShifts(page);
    await page.setViewportSize(viewport);
    await page.goto('/');

    // The shopper scrolls to the sliders; the upper one holds its place, and is passed by once the reveal's wait
    // (REVEAL_TIMEOUT_MS) is over: the lower one's place shows. No fake clock here: the sliders fill a step per painted
    // frame (afterNextPaint), which a fake clock's animation frames would not keep. The held answer is released within
    // a few seconds, far from the API client's time-out (REQUEST_TIMEOUT_MS, 10 s).
    await expect(async () => {
      await scrollToPlaces(page, upper, lower);
      expect(await screenTop(page, lower, 'place'), "the lower slider's reserved place, below the upper one's").toBeDefined();
    }).toPass({ timeout: REVEAL_TIMEOUT_MS + 15_000 });
    // Scrolled to it once more now that it shows (the last look may have scrolled before it did).
    await scrollToPlaces(page, upper, lower);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const lowerTop = (await screenTop(page, lower, 'place')) as number;
    const upperPlaceTop = (await screenTop(page, upper, 'place')) as number;
    expect(upperPlaceTop).toBeLessThan(lowerTop);
    expect(lowerTop).toBeLessThan(viewport.height);
    const shiftsBefore = (await layoutShifts(page)).length;
    await page.evaluate(
      (ids) => {
        const order: string[] = [];
        (window as unknown as { revealOrder: string[] }).revealOrder = order;
        new MutationObserver(() => {
          for (const id of ids) {
            const block = document.querySelector<HTMLElement>(`.hp-block[data-block-id="${id}"]`);
            if (block && !block.hidden && !order.includes(id)) order.push(id);
          }
        }).observe(document.querySelector('.hp-page__blocks') as Element, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
      },
      [lower, upper],
    );

    releaseRecommendations();
    const upperBlock = page.locator(`.hp-block[data-block-id="${upper}"]:not([hidden])`);
    await expect(upperBlock).toBeVisible();
    // The lower slider (fewer cards) appeared first, in its place; then the upper one in its own.
    expect(await page.evaluate(() => (window as unknown as { revealOrder: string[] }).revealOrder)).toEqual([lower, upper]);
    // Two frames: a shift is reported with the frame that paints it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Where the shopper saw it (a block may end a fraction of a pixel off: reserved heights are whole pixels).
    expect(Math.abs(((await screenTop(page, lower, 'block')) as number) - lowerTop)).toBeLessThan(1);
    const shifts = (await layoutShifts(page)).slice(shiftsBefore).filter((shift) => shift.value >= 0.001);
    expect(shifts).toEqual([]);
  });
}
