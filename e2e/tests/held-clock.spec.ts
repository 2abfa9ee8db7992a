import { expect, test } from '../fixtures';
import { HeldClock } from '../support/held-clock';
import { fragmentSlot } from '../support/shell-page';

const PICTURE = /\.(jpe?g|webp)(\?|$)/;

// The held clock of the tests that must not depend on the machine's speed (support/held-clock.ts) may be held at any
// moment of a page's start, also before the first view's loader has started the shell's scripts: the loader starts
// them once the first view's picture has been painted (an animation frame) or after a time-out, which a held clock
// runs only as the test pumps it.
test('a page held before its first view has started the scripts still starts them and shows its homepage, its time moved on only by the animation frames it waited for', async ({
  page,
}) => {
  const clock = await HeldClock.install(page);
  let releasePictures = () => {};
  const picturesHeld = new Promise<void>((resolve) => {
    releasePictures = resolve;
  });
  await page.route(PICTURE, async (route) => {
    await picturesHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The hold is asked for while the loader still waits for the picture, which arrives only then.
  const holding = clock.hold();
  releasePictures();
  await holding;
  const heldAt = await page.evaluate(() => Date.now());
  await clock.until(async () => (await fragmentSlot(page, 'mf-homepage-blocks').getAttribute('data-state')) === 'ready', 'the homepage ready');
  // A few frames (16 ms and the 1 ms of a timer set in one): far from the storefront's time-outs (a second and more).
  expect((await page.evaluate(() => Date.now())) - heldAt).toBeLessThan(1000);
});
