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
