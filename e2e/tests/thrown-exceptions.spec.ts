import { acceptConsent, expect, loginAs, test } from '../fixtures';
import { expectPageLoaded, ROUTE_FRAGMENTS } from '../support/shell-page';
import { recordThrownExceptions } from '../support/thrown-exceptions';

// A page starts without throwing, not even an exception a library catches itself: each one costs an inspected or
// Lighthouse-measured page its stack (V8 re-parses every function on it), and a squad pausing on caught exceptions
// would stop there on every load, before reaching its own.

for (const { path, fragment } of ROUTE_FRAGMENTS) {
  test(`${path} starts without throwing: on a first visit, with consent given and logged in`, async ({ page }) => {
    const thrown = await recordThrownExceptions(page);
    await page.goto(path);
    await expectPageLoaded(page, fragment);
    expect(thrown).toEqual([]);

    await acceptConsent(page);
    await page.goto(path);
    await expectPageLoaded(page, fragment);
    expect(thrown).toEqual([]);

    await loginAs(page);
    await page.goto(path);
    await expectPageLoaded(page, fragment);
    expect(thrown).toEqual([]);
  });
}
