import type { Page } from '@playwright/test';

/**
 * Sets the browser's text size (its settings' font size, 16 px by default) for the page, as a shopper who needs
 * larger text does: rem and em grow with it, and media queries in em change at wider windows (WCAG 1.4.4).
 */
export async function setBrowserTextSize(page: Page, pixels: number): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Page.enable');
  await devtools.send('Page.setFontSizes', { fontSizes: { standard: pixels, fixed: Math.round((pixels * 13) / 16) } });
}
