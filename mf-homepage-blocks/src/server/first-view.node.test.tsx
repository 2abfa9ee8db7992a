/**
 * @jest-environment node
 */
// The server module where it runs: no window, no document. Rich text in the first screen is sanitised there too.
import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import { createLocalConfig } from '@storefront/platform/local-config';
import { sampleHomepageLayout, servedSampleBlock } from '../test-support/sample-data';
import { renderFirstView } from './first-view';

const RICH_TEXT_FIRST = ['promo-bar', 'terms-text-block', 'seo-accordion'];
/** Markup an editor's paste may carry: none of it may reach the first view. */
const PASTED = '<img src="/images/x.jpg" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">Mehr</a>';

/** The sample homepage with its terms text and SEO accordion moved up into a phone's first screen, below the promo bar. */
function layoutWithRichTextFirst() {
  const { blocks } = sampleHomepageLayout();
  const first = RICH_TEXT_FIRST.map((id) => blocks.find((block) => block.id === id));
  return { metadata: { contentType: 'PageLayout', id: 'homepage' }, blocks: [...first, ...blocks.filter((block) => !RICH_TEXT_FIRST.includes(block.id))] };
}

/** The content service: that layout, and every sample block as served (the terms text with a paste appended). */
function serveContent(): void {
  const terms = servedSampleBlock('terms-text-block');
  const models: Record<string, unknown> = { 'terms-text-block': { ...terms, termsAndConditionsText: `${String(terms.termsAndConditionsText)}${PASTED}` } };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const { pathname } = new URL(String(input));
    const blockId = /^\/content\/blocks\/([^/]+)$/.exec(pathname)?.[1];
    const model = pathname === '/content/pages/homepage' ? layoutWithRichTextFirst() : blockId && (models[blockId] ?? servedSampleBlock(blockId));
    return new Response(JSON.stringify({ model }), { headers: { 'Content-Type': 'application/json' } });
  });
}

/** The first view as a shopper's browser shows it before any script runs. */
function shown(html: string): HTMLElement {
  return new JSDOM(html).window.document.body;
}

it("renders a first view with the terms text and the SEO accordion in the first screen, their rich text sanitised on the server's DOM", async () => {
  serveContent();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

  const view = await renderFirstView({ pathname: '/', search: '', device: 'mobile', config: createLocalConfig({ errorReportingUrl: undefined }), cookies: {} });

  expect(view).toBeDefined();
  const page = within(shown(view?.html ?? ''));
  expect(page.getByText(/Alle Preise inkl\. gesetzl\. MwSt\./)).toBeTruthy();
  expect(page.getByRole('link', { name: 'Versandkosten' }).getAttribute('href')).toBe('/info/versand');
  expect(page.getByText('Mehr').closest('a')?.hasAttribute('href')).toBe(false);
  expect(page.getByRole('heading', { level: 2, name: 'Tierbedarf online kaufen bei zooplus' })).toBeTruthy();
  expect(page.getByRole('button', { name: 'Wie hoch sind die Versandkosten?' }).getAttribute('aria-expanded')).toBe('false');
  expect(view?.html).not.toMatch(/onerror|<script>|alert/);
  expect(typeof window).toBe('undefined');
});
