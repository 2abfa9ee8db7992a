import type { Page } from '@playwright/test';
import { declineConsent, expect, test } from '../fixtures';
import { sharedAssetUrls } from '../support/shared-assets';
import { expectFragmentReady } from '../support/shell-page';

const SINGLETONS = ['react', 'react-dom', '@storefront/platform'];

/** Opens `/`, then the account and own-brand pages from the header: every fragment is loaded once the last is ready. */
async function visitEveryFragment(page: Page): Promise<void> {
  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  await expect(page.locator('[data-fragment="mf-homepage-blocks"] a[href*="/shop/"]').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein Konto' }).click();
  await expectFragmentReady(page, 'mf-account-overview');
  // The own-brand page: its fragment and mf-recommendations' slider inside it, on the same page.
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Eigenmarken' }).click();
  await expectFragmentReady(page, 'mf-own-brand');
  await expect(page.locator('[data-fragment="mf-own-brand"] [aria-roledescription="Karussell"] a[href*="pn=web_ob_landing"]').first()).toBeVisible();
}

test('with every remote loaded (homepage, account, own-brand page), react, react-dom and the platform are fetched and instantiated once', async ({
  page,
  request,
}) => {
  await declineConsent(page);
  const fetched: string[] = [];
  page.on('response', (response) => fetched.push(response.url()));
  await visitEveryFragment(page);

  const assets = await sharedAssetUrls(request);
  for (const name of SINGLETONS) {
    const containers = assets.get(name);
    expect(containers, `${name} is shared`).toBeDefined();
    const providers = [...(containers ?? new Map<string, string[]>()).entries()].filter(([, files]) => files.some((file) => fetched.includes(file)));
    expect(
      providers.map(([container]) => container),
      `${name} comes from one container`,
    ).toHaveLength(1);
    const files = providers[0]?.[1] ?? [];
    for (const file of files.filter((candidate) => fetched.includes(candidate))) {
      expect(
        fetched.filter((url) => url === file),
        `${file} fetched once`,
      ).toHaveLength(1);
    }
  }

  const instantiated = await page.evaluate((names) => {
    type ShareInfo = { loaded?: boolean; from?: string };
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } })
      .__FEDERATION__;
    const counts: Record<string, string[]> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const name of names) {
        for (const [version, info] of Object.entries(scopes.default?.[name] ?? {})) {
          if (info.loaded) (counts[name] ??= []).push(`${version} from ${info.from}`);
        }
      }
    }
    const platform = (window as unknown as { __storefrontPlatform?: { instances: number } }).__storefrontPlatform;
    return {
      counts: Object.fromEntries(Object.entries(counts).map(([name, list]) => [name, [...new Set(list)].length])),
      platformInstances: platform?.instances,
    };
  }, SINGLETONS);
  expect(instantiated.counts).toEqual({ react: 1, 'react-dom': 1, '@storefront/platform': 1 });
  expect(instantiated.platformInstances).toBe(1);
});

// Runtime core, bundler runtime and the runtime's error descriptions: the shell provides them
// (shared/build/federation-runtime), fragments' production builds use them. The small per-build wrapper
// (@module-federation/runtime) stays in every build by design.
const FEDERATION_RUNTIME_SOURCE = /node_modules\/@module-federation\/(runtime-core\/|webpack-bundler-runtime\/|error-codes\/dist\/desc)/;

test('the federation runtime is downloaded once, from the shell: no fragment file carries runtime-core, the bundler runtime or its error texts', async ({
  page,
}) => {
  await declineConsent(page);
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await visitEveryFragment(page);

  const carriers = new Map<string, string[]>();
  for (const url of scripts) {
    const map = await page.request.get(`${url}.map`);
    if (!map.ok()) continue;
    const { sources } = (await map.json()) as { sources: string[] };
    const runtimeSources = sources.filter((source) => FEDERATION_RUNTIME_SOURCE.test(source));
    if (runtimeSources.length > 0) carriers.set(url, runtimeSources);
  }
  const shellOrigin = new URL(page.url()).origin;
  expect(
    [...carriers.keys()].filter((url) => new URL(url).origin !== shellOrigin),
    'fragment files with federation runtime code',
  ).toEqual([]);
  const shellSources = [...carriers.values()].flat().join('\n');
  expect(shellSources, 'the shell carries the runtime core').toContain('@module-federation/runtime-core/');
  expect(shellSources, 'the shell carries the bundler runtime, with the container entry fragments use').toContain(
    'webpack-bundler-runtime/dist/initContainerEntry.js',
  );
  expect(shellSources, 'the shell carries the error descriptions').toContain('error-codes/dist/desc.mjs');
});
