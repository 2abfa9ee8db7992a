import { declineConsent, expect, test } from '../fixtures';
import { sharedAssetUrls } from '../support/shared-assets';
import { expectFragmentReady } from '../support/shell-page';

const SINGLETONS = ['react', 'react-dom', '@storefront/platform'];

test('with every remote loaded (homepage, account, own-brand page), react, react-dom and the platform are fetched and instantiated once', async ({ page, request }) => {
  await declineConsent(page);
  const fetched: string[] = [];
  page.on('response', (response) => fetched.push(response.url()));

  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  await expect(page.locator('[data-fragment="mf-homepage-blocks"] a[href*="/shop/"]').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein Konto' }).click();
  await expectFragmentReady(page, 'mf-account-overview');
  // The own-brand page: its fragment and mf-recommendations' slider inside it, on the same page.
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Eigenmarken' }).click();
  await expectFragmentReady(page, 'mf-own-brand');
  await expect(page.locator('[data-fragment="mf-own-brand"] [aria-roledescription="Karussell"] a[href*="pn=web_ob_landing"]').first()).toBeVisible();

  const assets = await sharedAssetUrls(request);
  for (const name of SINGLETONS) {
    const containers = assets.get(name);
    expect(containers, `${name} is shared`).toBeDefined();
    const providers = [...(containers ?? new Map<string, string[]>()).entries()].filter(([, files]) =>
      files.some((file) => fetched.includes(file)),
    );
    expect(providers.map(([container]) => container), `${name} comes from one container`).toHaveLength(1);
    const files = providers[0]?.[1] ?? [];
    for (const file of files.filter((candidate) => fetched.includes(candidate))) {
      expect(fetched.filter((url) => url === file), `${file} fetched once`).toHaveLength(1);
    }
  }

  const instantiated = await page.evaluate((names) => {
    type ShareInfo = { loaded?: boolean; from?: string };
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } }).__FEDERATION__;
    const counts: Record<string, string[]> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const name of names) {
        for (const [version, info] of Object.entries(scopes.default?.[name] ?? {})) {
          if (info.loaded) (counts[name] ??= []).push(`${version} from ${info.from}`);
        }
      }
    }
    const platform = (window as unknown as { __storefrontPlatform?: { instances: number } }).__storefrontPlatform;
    return { counts: Object.fromEntries(Object.entries(counts).map(([name, list]) => [name, [...new Set(list)].length])), platformInstances: platform?.instances };
  }, SINGLETONS);
  expect(instantiated.counts).toEqual({ react: 1, 'react-dom': 1, '@storefront/platform': 1 });
  expect(instantiated.platformInstances).toBe(1);
});
