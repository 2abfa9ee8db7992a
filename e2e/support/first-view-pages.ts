import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { FIRST_VIEW_STATE_ID, NAVIGATION_LINKS } from '@storefront/contracts';
import { layoutShifts, recordLayoutShifts } from './layout-shifts';
import { collectPageErrors } from './page-errors';
import { declineConsent } from './session';
import { expectFragmentReady } from './shell-page';

// How the first-view tests open a page and check its takeover (first-view.spec.ts, first-view-widths.spec.ts).

/** The promo bar's text in the sample content: the first block of the homepage's first view. */
export const PROMO_TEXT = /Gratis Versand ab 49 € – und bis Sonntag/;

/**
 * The document of `path` as the shell's server serves it once it holds the page's first view for this shopper (the
 * request's cookies and headers). A request waits 400 ms for a first view; one that comes later is kept for the next
 * request (shared/serve/src/shell-server/document-cache.ts: 10 s as rendered, 50 s more while it is rendered again). A
 * test of the served HTML reads it this way: on a busy machine its own request could be the one whose first view came
 * late (that document, without a first view, is first-view.spec.ts' own test).
 */
export async function documentWithFirstView(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path, { headers })).text();
        return html.includes(`id="${FIRST_VIEW_STATE_ID}"`);
      },
      { message: `the shell's server holds the document of ${path} with its first view` },
    )
    .toBe(true);
  return html;
}

/**
 * Waits until the shell's server holds the document of `path` with its first view for this page's shopper (the
 * context's cookies, the page's user agent), so the page opened next is served it (see documentWithFirstView).
 */
export async function firstViewKept(page: Page, path: string): Promise<void> {
  // The page's request context sends the context's cookies and user agent.
  await documentWithFirstView(page.request, path);
}

/** The header as the document paints it, before any script: the logo and every route of the navigation as links. */
export async function expectDocumentHeader(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'zooplus Startseite' })).toBeVisible();
  const navigation = header.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation.getByRole('link')).toHaveText(NAVIGATION_LINKS.map((link) => link.label));
  await expect(navigation.getByRole('link').last()).toBeVisible();
}

/** Opens `path` as a shopper who declined optional cookies, with every script refused: only the server's HTML shows. */
export async function openWithoutScripts(page: Page, path: string): Promise<void> {
  await declineConsent(page);
  await firstViewKept(page, path);
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
}

/**
 * Opens `path`, once the server holds its first view, with the page's errors (a hydration mismatch is reported as one)
 * and layout shifts recorded from the start, and waits until `fragment` has taken its first view over: the markup's
 * marker and the state are gone (taken, so no page reached later in the visit reads it). Returns the errors.
 */
export async function openAndTakeOver(page: Page, path: string, fragment: string): Promise<string[]> {
  const errors = collectPageErrors(page);
  await recordLayoutShifts(page);
  await firstViewKept(page, path);
  await page.goto(path);
  await expectFragmentReady(page, fragment);
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
  await expect(page.locator(`#${FIRST_VIEW_STATE_ID}`)).toHaveCount(0);
  return errors;
}

/**
 * The homepage once taken over: its hero a carousel, settled, without an error or a layout shift, and one slot with
 * one promo bar (the server's markup hydrated, not rendered a second time beside it).
 */
export async function expectHomepageTakenOver(page: Page, errors: string[]): Promise<void> {
  await expect(page.getByRole('region', { name: 'Top-Themen' })).toBeVisible();
  // The shell's header, with its log-in button, in place of the document's (layoutShifts below: in the same boxes).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('[data-page-id][aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(await layoutShifts(page)).toEqual([]);
  await expect(page.locator('[data-fragment="mf-homepage-blocks"]')).toHaveCount(1);
  await expect(page.getByText(PROMO_TEXT)).toHaveCount(1);
}
