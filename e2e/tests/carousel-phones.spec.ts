import { devices, type Locator, type Page } from '@playwright/test';
import { declineConsent, expect, test } from '../fixtures';
import { scrollToPageEnd } from '../support/page-end';
import { revealBlock } from '../support/reveal-block';
import { expectFragmentReady, fragmentSlot } from '../support/shell-page';
import { scrollThroughOwnBrandSliders } from '../support/own-brand-page';

// Product sliders on phones (issue 34): at 360 to 430 px every card of every product slider (homepage sliders, feature
// zones, the tab container, the own-brand page) is at least 150 px wide, its words break only at spaces or hyphenation
// points, and nothing overflows it; the other carousels' slides keep their text inside too. The arrows overlay the
// track's edges for a mouse or a keyboard and are left out on a touch screen, where swiping moves the slider.

const MIN_CARD_WIDTH_PX = 150;
const { defaultBrowserType: _browser, ...PIXEL_7 } = devices['Pixel 7'];
const NEXT = 'Nächste Elemente';
const PREVIOUS = 'Vorherige Elemente';

/**
 * What is wrong with the boxes matched by `selector` inside `root`: narrower than `minWidth`, an element or a
 * character outside the box, a word broken across lines other than after a hyphen or a soft hyphen. Boxes not laid
 * out (a closed tab's panel) are skipped.
 */
function problemsOf(root: Locator, selector: string, minWidth: number): Promise<string[]> {
  return root.evaluate(
    (element, { selector: boxSelector, minWidth: narrowest }) => {
      const problems: string[] = [];
      const name = (box: Element) => (box.querySelector('h3, .sf-product-card__name')?.textContent ?? box.textContent ?? '').trim().slice(0, 50);
      for (const box of element.querySelectorAll(boxSelector)) {
        const outline = box.getBoundingClientRect();
        if (outline.width === 0) continue;
        const outside = (rect: DOMRect) => rect.left < outline.left - 0.5 || rect.right > outline.right + 0.5;
        if (outline.width < narrowest) problems.push(`${name(box)}: ${outline.width.toFixed(1)} px wide`);
        for (const inner of box.querySelectorAll('*')) {
          const rect = inner.getBoundingClientRect();
          if (rect.width > 0 && outside(rect))
            problems.push(`${name(box)}: <${inner.tagName.toLowerCase()} class="${inner.getAttribute('class') ?? ''}"> sticks out`);
        }
        // Text for screen readers only (clipped to nothing) is not shown anywhere.
        const shown = (node: Text) => {
          for (let parent = node.parentElement; parent && parent !== box; parent = parent.parentElement) {
            if (getComputedStyle(parent).clip.startsWith('rect(0')) return false;
          }
          return true;
        };
        const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode() as Text | null; node; node = texts.nextNode() as Text | null) {
          if (!shown(node)) continue;
          for (const word of node.data.matchAll(/\S+/g)) {
            let lineTop: number | undefined;
            for (let index = 0; index < word[0].length; index += 1) {
              const range = document.createRange();
              range.setStart(node, word.index + index);
              range.setEnd(node, word.index + index + 1);
              const rect = range.getClientRects()[0];
              if (!rect || rect.width === 0) continue;
              if (outside(rect)) problems.push(`${name(box)}: "${word[0]}" overflows the box`);
              const before = word[0][index - 1] ?? '';
              if (lineTop !== undefined && rect.top > lineTop + 1 && before !== '-' && before !== '\u00ad') {
                problems.push(`${name(box)}: "${word[0]}" broken after "${word[0].slice(0, index)}" without a hyphen`);
              }
              lineTop = rect.top;
            }
          }
        }
      }
      return [...new Set(problems)];
    },
    { selector, minWidth },
  );
}

/**
 * Whether this browser hyphenates German: Debian's chromium has no hyphenation dictionaries, so it breaks no word at a
 * hyphenation point and every in-word break the check above finds is one without a hyphen. A browser that hyphenates
 * shows its hyphens where the DOM has none: the test would have to take such breaks for correct.
 */
function hyphenatesGerman(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = document.createElement('p');
    probe.lang = 'de';
    probe.style.cssText = 'width: 4em; hyphens: auto; position: absolute; visibility: hidden';
    probe.textContent = 'Donaudampfschifffahrtsgesellschaft';
    document.body.append(probe);
    const lines =
      probe.getClientRects().length > 0 ? Math.round(probe.getBoundingClientRect().height / parseFloat(getComputedStyle(probe).lineHeight || '20')) : 1;
    probe.remove();
    return lines > 1;
  });
}

const PRODUCT_CARD = '.sf-product-card:not(.sf-product-card-skeleton)';

for (const width of [360, 390, 430]) {
  test.describe(`on a ${width} px touch phone`, () => {
    test.use({ ...PIXEL_7, viewport: { width, height: 844 }, screen: { width, height: 844 } });
    test.beforeEach(async ({ page }) => {
      await declineConsent(page);
      expect(await hyphenatesGerman(page)).toBe(false);
    });

    test(`every product card of the homepage's sliders, feature zones and tab container is at least ${MIN_CARD_WIDTH_PX} px wide with its text inside, words whole; no carousel's slide lets text out`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      await expectFragmentReady(page, 'mf-homepage-blocks');
      await scrollToPageEnd(page);
      const homepage = fragmentSlot(page, 'mf-homepage-blocks');
      const sliders = homepage.locator('[data-content-type="RecommendationSlider"], [data-content-type="FeatureZone"], [data-content-type="TabContainer"]');
      // Each slider renders its cards once its own products have arrived, not all in one commit.
      await expect.poll(() => sliders.locator(PRODUCT_CARD).count(), { message: 'the sliders should show more than 20 cards' }).toBeGreaterThan(20);
      // Each tab of the tab container once open (a tab's products load when it is first opened).
      const tabs = homepage.locator('[data-content-type="TabContainer"]').getByRole('tab');
      for (let index = 0; index < (await tabs.count()); index += 1) {
        await tabs.nth(index).click();
        const panel = homepage.locator('[data-content-type="TabContainer"]').getByRole('tabpanel');
        await expect(panel.locator(PRODUCT_CARD).first()).toBeVisible();
        expect(await problemsOf(panel, PRODUCT_CARD, MIN_CARD_WIDTH_PX)).toEqual([]);
      }
      expect(await problemsOf(homepage, PRODUCT_CARD, MIN_CARD_WIDTH_PX)).toEqual([]);
      // Every other carousel: what its slides show stays inside them.
      expect(await problemsOf(homepage, '.sf-carousel .swiper-slide', 0)).toEqual([]);
    });

    test(`every product card of the own-brand page's sliders, in both tabs, is at least ${MIN_CARD_WIDTH_PX} px wide with its text inside, words whole`, async ({
      page,
    }) => {
      for (const type of ['cat', 'dog']) {
        await page.goto(`/eigenmarken?type=${type}`);
        const ownBrand = fragmentSlot(page, 'mf-own-brand');
        await expect(ownBrand.locator(PRODUCT_CARD).first()).toBeVisible();
        // A section's slider renders once the section nears the view, in a transition of its own once
        // mf-recommendations' module has arrived: the sections are read down to the end, one slider each.
        await scrollThroughOwnBrandSliders(page);
        await expect(ownBrand.locator('[aria-busy="true"]')).toHaveCount(0);
        const sections = ownBrand.getByRole('tabpanel').locator('section.ob-category');
        const sectionCount = await sections.count();
        expect(sectionCount).toBeGreaterThan(1);
        await expect(sections.locator('.sf-recommendation-slider')).toHaveCount(sectionCount);
        for (const section of await sections.all()) await expect(section.locator(PRODUCT_CARD).first()).toBeAttached();
        expect(await problemsOf(ownBrand, PRODUCT_CARD, MIN_CARD_WIDTH_PX)).toEqual([]);
      }
    });

    test('the sliders leave their arrows out; a swipe moves them', async ({ page }) => {
      await page.goto('/');
      const slider = await revealBlock(page, 'recommendation-slider-0');
      const cards = slider.locator(PRODUCT_CARD);
      await expect(cards.first()).toBeVisible();
      await slider.scrollIntoViewIfNeeded();
      await expect(slider.getByRole('button', { name: NEXT })).toBeHidden();
      await expect(slider.getByRole('button', { name: PREVIOUS })).toBeHidden();
      await expect(cards.first()).toBeInViewport({ ratio: 0.9 });

      // Swiper comes once the slider nears the view after the shopper's first scroll; the swipe is swiper's then (a swipe
      // begun before it runs: blocks-banners.spec.ts). A right-to-left swipe across the cards, as a finger does it
      // (touch events, not a mouse), over most of the track: on a busy machine the touch events take long, and swiper
      // takes a slow drag for a step only past half a group of cards.
      await expect(slider.locator('.swiper-initialized')).toHaveCount(1);
      const track = (await slider.locator('.sf-carousel__viewport').boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      const touchAt = (share: number) => [{ x: Math.round(track.x + track.width * share), y: Math.round(track.y + track.height / 3) }];
      const client = await page.context().newCDPSession(page);
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touchAt(0.9) });
      for (const share of [0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1])
        await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touchAt(share) });
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(cards.first()).not.toBeInViewport();
    });
  });
}

test.describe('at 390 px with a mouse and a keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => declineConsent(page));

  test('the arrows overlay the edges of the track, which keeps the full width, and work by mouse and keyboard', async ({ page }) => {
    await page.goto('/');
    const slider = await revealBlock(page, 'recommendation-slider-0');
    const cards = slider.locator(PRODUCT_CARD);
    await expect(cards.first()).toBeVisible();
    await slider.scrollIntoViewIfNeeded();
    const next = slider.getByRole('button', { name: NEXT });
    const previous = slider.getByRole('button', { name: PREVIOUS });
    await expect(next).toBeVisible();
    await expect(previous).toBeDisabled();
    const track = await slider.locator('.sf-carousel__viewport').boundingBox();
    const carousel = await slider.locator('.sf-carousel').boundingBox();
    const arrow = await next.boundingBox();
    expect(track?.width).toBeCloseTo(carousel?.width ?? 0, 0);
    // Over the track's right edge.
    expect((arrow?.x ?? 0) < (track?.x ?? 0) + (track?.width ?? 0)).toBe(true);
    expect((arrow?.x ?? 0) + (arrow?.width ?? 0) > (track?.x ?? 0) + (track?.width ?? 0)).toBe(true);
    expect((await cards.first().boundingBox())?.width).toBeGreaterThanOrEqual(MIN_CARD_WIDTH_PX);

    await next.click();
    await expect(cards.first()).not.toBeInViewport();
    await expect(previous).toBeEnabled();
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(cards.first()).toBeInViewport({ ratio: 0.9 });
    await expect(previous).toBeDisabled();
  });
});
