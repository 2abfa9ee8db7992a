import { containerName, EXPOSED_MODULES, FRAGMENTS, type Fragment, type RegistryDocument } from '@storefront/contracts';
import { declineConsent, expect, SHELL_URL, test } from '../fixtures';
import { expectFragmentReady, fragmentSlot } from '../support/shell-page';

// What the federation description (shared/contracts/src/federation.ts) says is what the running storefront serves:
// every fragment in the registry, each release exposing the described modules, each route showing its fragment.
// The repository side (folders, packages, configs) is shared/serve/test/federation.test.ts.

const described: readonly Fragment[] = FRAGMENTS;

interface FederationManifest {
  name: string;
  exposes: Array<{ name: string; path: string }>;
}

test('the served registry has every described fragment, and each live manifest exposes exactly the described modules', async ({ request }) => {
  const registry = (await (await request.get(`${SHELL_URL}/registry.json`)).json()) as RegistryDocument;
  expect(Object.keys(registry.fragments).sort()).toEqual(described.map((fragment) => containerName(fragment.name)).sort());
  for (const fragment of described) {
    const container = containerName(fragment.name);
    const entry = registry.fragments[container];
    const response = await request.get(entry?.manifest ?? '');
    expect({ container, ok: response.ok() }).toEqual({ container, ok: true });
    const manifest = (await response.json()) as FederationManifest;
    expect(manifest.name).toBe(container);
    expect({ container, exposes: manifest.exposes.map((module) => module.path).sort() }).toEqual({
      container,
      exposes: Object.keys(EXPOSED_MODULES[fragment.name]).sort(),
    });
  }
});

const pages = described.filter((fragment) => fragment.kind === 'page');
const background = described.filter((fragment) => fragment.kind === 'background');

for (const fragment of pages) {
  for (const route of fragment.routes) {
    test(`${route.path} shows ${fragment.name}${route.navigationLabel ? `, linked as "${route.navigationLabel}" in the header` : ''}`, async ({ page }) => {
      await declineConsent(page);
      await page.goto(route.path);
      await expectFragmentReady(page, fragment.name);
      // The page's content is the fragment's: its one top-level heading is in the fragment's slot.
      await expect(fragmentSlot(page, fragment.name).getByRole('heading', { level: 1 })).toBeVisible();
      for (const other of pages.filter((candidate) => candidate !== fragment))
        await expect(fragmentSlot(page, other.name)).not.toHaveAttribute('data-state', 'ready');
      for (const everywhere of background) await expectFragmentReady(page, everywhere.name);
      if (route.navigationLabel) {
        await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: route.navigationLabel, exact: true })).toHaveAttribute(
          'href',
          route.path,
        );
      }
    });
  }
}
