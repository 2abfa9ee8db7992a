import { expect, test } from '../fixtures';
import { scrollToPageEnd } from '../support/page-end';
import { expectFragmentReady, ROUTE_FRAGMENTS } from '../support/shell-page';

// A browser sets buttons and fields in its own default font (Arial on Linux and Windows), not the page's: every
// control of every fragment is set in the shop's typeface, or it looks foreign beside its label, and each such
// font is one more the browser looks up while the shopper waits.

for (const { path, fragment } of ROUTE_FRAGMENTS) {
  test(`every control on ${path} is set in the shop's typeface`, async ({ page }) => {
    await page.goto(path);
    await expectFragmentReady(page, fragment);
    await scrollToPageEnd(page);
    const controls = await page.evaluate(() => {
      const shopTypeface = getComputedStyle(document.body).fontFamily;
      return Array.from(document.querySelectorAll('button, input:not([type="hidden"]), select, textarea'), (control) => ({
        control: `${control.tagName.toLowerCase()}.${control.className}`,
        inShopTypeface: getComputedStyle(control).fontFamily === shopTypeface,
      }));
    });
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.filter((control) => !control.inShopTypeface).map((control) => control.control)).toEqual([]);
  });
}

test("a product card's price information and cart buttons are among the controls checked", async ({ page }) => {
  await page.goto('/eigenmarken');
  await expectFragmentReady(page, 'mf-own-brand');
  await expect(page.getByRole('button', { name: 'Preisinformation' }).first()).toBeAttached();
  await expect(page.getByRole('button', { name: /in den Warenkorb/i }).first()).toBeAttached();
});
