import { DEFAULT_LOAD_TIMEOUT_MS } from '@storefront/contracts';
import { expect, test } from '../fixtures';
import { HeldClock } from '../support/held-clock';
import { fragmentFiles } from '../support/slow-dependencies';
import { checkSlowCase } from '../support/slow-case-check';
import { apiCases, LOGIN_SLOW, SLOW_FRAGMENTS, slotError } from '../support/slow-dependency-cases';
import { answerLate, answerMalformed } from '../support/slow-dependencies';
import { fragmentSlot } from '../support/shell-page';

// Issue 15, checked with the page's clock held (support/slow-case-check.ts): the rest of the page never waits for a
// slow part's time-out, the part shows its loading state, then its content or its error state after its time-out.
// The figures (the rest usable within 3 s) come from `npm run bench:slow-dependencies`, not from a test.

for (const slowCase of SLOW_FRAGMENTS) {
  test(`fragment answering late, ${slowCase.name}: the rest usable at once, the part times out into its error state`, async ({ browser, request }) => {
    await checkSlowCase(browser, request, slowCase);
  });
}

for (const slowCase of [...apiCases(answerLate, true), LOGIN_SLOW, ...apiCases(answerMalformed, false)]) {
  test(`API ${slowCase.name}: the rest usable at once, the part shows loading, then content or error`, async ({ browser, request }) => {
    await checkSlowCase(browser, request, slowCase);
  });
}

test('a link clicked while a fragment of the page is still loading takes effect at once; the fragment left never shows', async ({
  page,
  request,
  sampleApi,
}) => {
  const held: { abort(): Promise<void> }[] = [];
  const clock = await HeldClock.install(page);
  await page.route(await fragmentFiles('mf_homepage_blocks', /^remoteEntry\.js$/)(request), (route) => {
    held.push(route);
    void clock.hold();
  });
  await page.goto('/');
  await expect(fragmentSlot(page, 'mf-homepage-blocks')).toHaveAttribute('aria-busy', 'true');
  await clock.hold();

  // single-spa handles one route change at a time: without background loading the click took effect only once the
  // homepage fragment had given up (its 5 s load time-out). The clock is held: that time-out cannot end meanwhile.
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein Konto' }).click();
  await clock.until(async () => (await fragmentSlot(page, 'mf-account-overview').getAttribute('data-state')) === 'ready', 'the account page after the click');
  await expect(page).toHaveURL(/\/account$/);

  // The homepage's load ends with its time-out while the account page is shown: reported, and shown nowhere.
  await clock.advance(DEFAULT_LOAD_TIMEOUT_MS);
  await clock.release();
  const homepageGaveUp = async () =>
    (await sampleApi.errors()).some((report) => {
      const { message, context } = report as { message?: string; context?: { fragment?: string } };
      return context?.fragment === 'mf-homepage-blocks' && /did not load within/.test(message ?? '');
    });
  await expect.poll(homepageGaveUp).toBe(true);
  await expect(fragmentSlot(page, 'mf-homepage-blocks')).toHaveAttribute('data-state', 'idle');
  await expect(fragmentSlot(page, 'mf-account-overview')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByText(slotError('Startseite'))).toBeHidden();
  await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
});
