import type { Page } from '@playwright/test';
import { SAMPLE_API_URL } from './urls';

/**
 * The sample data suggests no other shop to a German visitor: this one is offered the Austrian shop, so the
 * homepage's soft-redirect dialog opens.
 */
export async function offerAustrianShop(page: Page): Promise<void> {
  await page.route(`${SAMPLE_API_URL}/v1/shop/redirect/options/**`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { locResources: unknown };
    await route.fulfill({ response, json: { options: [{ domain: 'zooplus.at', url: 'https://www.zooplus.at/' }], locResources: body.locResources } });
  });
}
