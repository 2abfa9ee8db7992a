/**
 * @jest-environment node
 */
// The server module where it runs: no window, no document, a platform nobody configured.
import { createLocalConfig } from '@storefront/platform/local-config';
import { ownBrandCategory, SAMPLE_CATEGORIES } from '../../test/own-brand-fixtures';
import { renderFirstView } from './first-view';

afterEach(() => jest.restoreAllMocks());

it("renders with links from data judged as in the browser: the shop's own as paths, another shop of the family absolute", async () => {
  const config = createLocalConfig({ errorReportingUrl: undefined });
  const [first, second, ...rest] = SAMPLE_CATEGORIES;
  if (!first || !second) throw new Error('the fixture has categories');
  const answer = {
    containers: [
      ownBrandCategory(first, 0, { ctaLink: `https://www.${config.site.domain}/shop/katzen/katzenfutter_trocken/eigenmarken` }),
      ownBrandCategory(second, 1, { ctaLink: 'https://www.zooplus.at/shop/katzen/katzenfutter_nass' }),
      ...rest.map((category, index) => ownBrandCategory(category, index + 2)),
    ],
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

  const view = await renderFirstView({ pathname: '/eigenmarken', search: '', device: 'mobile', config, cookies: {} });

  expect(view?.html).toContain('href="/shop/katzen/katzenfutter_trocken/eigenmarken"');
  expect(view?.html).toContain('href="https://www.zooplus.at/shop/katzen/katzenfutter_nass"');
  expect(typeof window).toBe('undefined');
});
