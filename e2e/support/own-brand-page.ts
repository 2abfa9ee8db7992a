import { expect, type Page } from '@playwright/test';
import { fragmentSlot } from './shell-page';

/**
 * Reads the own-brand page's open tab down to its end, as a shopper does: each category's section in view in turn,
 * until its slider has taken its place (a section's slider is rendered once the section nears the view).
 */
export async function scrollThroughOwnBrandSliders(page: Page): Promise<void> {
  const sections = fragmentSlot(page, 'mf-own-brand').getByRole('tabpanel').locator('section.ob-category');
  await expect(sections.first()).toBeAttached();
  for (const section of await sections.all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('.ob-category__slider')).not.toHaveAttribute('aria-busy', 'true');
  }
}
