import { expect, type Page } from '@playwright/test';

/** The shell marks each application's slot with data-fragment and data-state (idle/loading/ready/error). */
export function fragmentSlot(page: Page, fragment: string) {
  return page.locator(`[data-fragment="${fragment}"]`);
}

export async function expectFragmentReady(page: Page, fragment: string): Promise<void> {
  await expect(fragmentSlot(page, fragment)).toHaveAttribute('data-state', 'ready');
}

export async function expectFragmentFailed(page: Page, fragment: string): Promise<void> {
  await expect(fragmentSlot(page, fragment)).toHaveAttribute('data-state', 'error');
}

/** The shop's routes with a fragment of their own, and that fragment. */
export const ROUTE_FRAGMENTS = [
  { path: '/', fragment: 'mf-homepage-blocks' },
  { path: '/account', fragment: 'mf-account-overview' },
  { path: '/eigenmarken', fragment: 'mf-own-brand' },
] as const;

/** The page has loaded: its fragment is ready, the homepage's first blocks are in and no request is under way. */
export async function expectPageLoaded(page: Page, fragment: string): Promise<void> {
  await expectFragmentReady(page, fragment);
  await expect(page.locator('[data-page-id][aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}
