import { declineConsent, expect, test } from '../fixtures';
import { HOMEPAGE_GZIP_BUDGET_BYTES, recordJavaScript, totals } from '../support/javascript-bytes';
import { expectFragmentReady } from '../support/shell-page';

test('the homepage with every remote stays within its gzip JavaScript budget', async ({ page }) => {
  await declineConsent(page);
  const collect = recordJavaScript(page);
  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  await page.waitForLoadState('networkidle');
  const { gzipBytes, files } = totals(await collect());
  expect(files).toBeGreaterThan(0);
  expect(gzipBytes, `${files} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(HOMEPAGE_GZIP_BUDGET_BYTES);
});
