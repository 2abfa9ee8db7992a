import type { Locator, Page } from '@playwright/test';
import { FIELD_REPORTER_STARTED_MARK } from '@storefront/contracts';

/**
 * Clicks (the shopper's first interaction, which brings the field reporter) and waits until the reporter listens for
 * the page being left: its chunk's answer is not enough, a page left before the chunk ran sends no report.
 */
export async function clickAndAwaitFieldReporter(page: Page, target: Locator): Promise<void> {
  await target.click();
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIELD_REPORTER_STARTED_MARK);
}
