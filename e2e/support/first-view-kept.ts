import { expect, type Page } from '@playwright/test';
import { FIRST_VIEW_STATE_ID } from '@storefront/contracts';
import { EMULATION, type Device } from './first-interaction';
import { declineConsent } from './session';

/**
 * Waits until the shell's server holds the document of `path` with its first view for this page's shopper (the
 * context's cookies, the device's user agent), so the page opened next is served it. A request waits 400 ms for a
 * first view; one that comes later is kept for the next request (shared/serve/src/shell-server/document-cache.ts:
 * 10 s as rendered, 50 s more while it is rendered again). A test of what the HTML shows before any script runs opens
 * its page once it is: on a busy machine its own request could be the one whose first view came late.
 */
export async function firstViewKept(page: Page, path: string, device: Device): Promise<void> {
  const headers = { 'User-Agent': EMULATION[device].userAgent ?? '' };
  await expect
    .poll(async () => (await (await page.request.get(path, { headers })).text()).includes(`id="${FIRST_VIEW_STATE_ID}"`), {
      message: `the shell's server holds the document of ${path} for a ${device} with its first view`,
    })
    .toBe(true);
}

/** Opens `path` as a shopper who declined optional cookies, with every script refused: only the server's HTML shows. */
export async function openWithoutScripts(page: Page, path: string, device: Device): Promise<void> {
  await declineConsent(page);
  await firstViewKept(page, path, device);
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
}
