/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { CONSENT_BANNER_MARKERS, INLINE_DOCUMENT_IDS } from '@storefront/contracts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  FIRST_VIEW_END,
  inlineScriptHashes,
  MAX_PRECONNECTS,
  renderShellDocument,
  SLOTS_CONTAINER,
  type ShellDocumentParts,
} from '../src/shell-server/shell-document';

const BANNER =
  '<section class="shell-consent"><h2>Ihre Privatsphäre ist uns wichtig</h2><form class="shell-consent__actions" method="post" action="/consent">' +
  '<input type="hidden" name="returnTo" value="/"/><button type="submit" name="functional" value="1">Alle akzeptieren</button></form></section>';
const TEMPLATE = [
  '<!doctype html><html><head><title>Shop</title><script defer src="/main.1.js"></script></head><body>',
  `<main></main>${CONSENT_BANNER_MARKERS.start}<div id="shell-consent">${BANNER}</div>${CONSENT_BANNER_MARKERS.end}`,
  '</body></html>',
].join('');

const PARTS: ShellDocumentParts = {
  template: TEMPLATE,
  documents: { config: { site: { domain: 'zooplus.de' } }, registry: { fragments: {} } },
  preconnect: ['http://api.example'],
  manifests: [],
  consentDecided: false,
  returnTo: '/',
};

function render(overrides: Partial<ShellDocumentParts> = {}): Document {
  const { html } = renderShellDocument({ ...PARTS, ...overrides });
  return new DOMParser().parseFromString(html, 'text/html');
}

const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('renderShellDocument', () => {
  it('inlines the config and the registry as JSON data blocks the shell reads', () => {
    const page = render();
    expect(JSON.parse(page.getElementById(INLINE_DOCUMENT_IDS.config)?.textContent ?? '')).toEqual({ site: { domain: 'zooplus.de' } });
    expect(JSON.parse(page.getElementById(INLINE_DOCUMENT_IDS.registry)?.textContent ?? '')).toEqual({ fragments: {} });
    expect(page.getElementById(INLINE_DOCUMENT_IDS.config)?.getAttribute('type')).toBe('application/json');
  });

  it('carries no nonce: the same bytes may go to many shoppers', () => {
    expect(Array.from(render().querySelectorAll('script')).map((script) => script.getAttribute('nonce'))).toEqual([null, null, null]);
  });

  it('names the hash of every inline script that runs, none of a script with a source or of a data block', () => {
    const html =
      '<head><script>window.a=1</script><script defer src="/main.js"></script><script type="application/json" id="x">{"a":1}</script></head>' +
      '<body><script >\nwindow.b="ü"</script></body>';
    expect(inlineScriptHashes(html)).toEqual([hash('window.a=1'), hash('\nwindow.b="ü"')]);
  });

  it("names for the policy the inline scripts the server writes, none in a first view's head or slots", () => {
    const { html, scriptHashes } = renderShellDocument({
      ...PARTS,
      template: TEMPLATE.replace('</head>', '<script>window.replay=1</script></head>'),
      firstView: { head: '<script>steal()</script>', slots: '<p><script>alert(1)</script></p>' },
    });
    expect(html).toContain('<script>steal()</script>');
    expect(scriptHashes).toEqual([hash('window.replay=1')]);
  });

  it('cannot be broken out of by a document that contains </script>', () => {
    const page = render({ documents: { config: { text: '</script><script>alert(1)</script>' }, registry: {} } });
    expect(page.querySelectorAll('script')).toHaveLength(3);
    expect(JSON.parse(page.getElementById(INLINE_DOCUMENT_IDS.config)?.textContent ?? '')).toEqual({ text: '</script><script>alert(1)</script>' });
  });

  it(`connects early to at most ${MAX_PRECONNECTS} origins, the first ones given`, () => {
    const origins = ['http://a.example', 'http://b.example', 'http://c.example', 'http://d.example', 'http://e.example'];
    const links = Array.from(render({ preconnect: origins }).querySelectorAll('link[rel="preconnect"]'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(origins.slice(0, MAX_PRECONNECTS));
  });

  it('preloads the manifests given the way the federation runtime fetches them (CORS, no credentials)', () => {
    const manifests = ['http://home.example/releases/7/mf-manifest.json', 'http://tracking.example/releases/2/mf-manifest.json'];
    const links = Array.from(render({ manifests }).querySelectorAll('link[rel="preload"]'));
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('as'), link.getAttribute('crossorigin')])).toEqual(
      manifests.map((manifest) => [manifest, 'fetch', '']),
    );
  });

  it('holds the first paint until the parser has passed a first view, and only with one', () => {
    const expectLinks = (page: Document) =>
      Array.from(page.head.querySelectorAll('link[rel="expect"]')).map((link) => [link.getAttribute('href'), link.getAttribute('blocking')]);
    expect(expectLinks(render({ firstView: { head: '', slots: '<section>Erste Ansicht</section>' } }))).toEqual([[FIRST_VIEW_END, 'render']]);
    expect(expectLinks(render())).toEqual([]);
  });

  it("finds the element that ends a first view right after the slots' container in the shell's template", () => {
    const template = fs.readFileSync(path.join(__dirname, '../../../shell/src/index.html'), 'utf8');
    const afterSlots = template.slice(template.indexOf(SLOTS_CONTAINER) + SLOTS_CONTAINER.length).trimStart();
    expect(template).toContain(SLOTS_CONTAINER);
    expect(afterSlots.startsWith(`<div id="${FIRST_VIEW_END.slice(1)}">`)).toBe(true);
  });

  it('keeps the static consent banner while the shopper has not decided', () => {
    expect(render().querySelector('#shell-consent h2')?.textContent).toBe('Ihre Privatsphäre ist uns wichtig');
  });

  it.each([
    ['/', '/'],
    ['/eigenmarken?type=dog', '/eigenmarken?type=dog'],
    ['/eigenmarken?q=%22%3E%3Cscript%3E&a=1', '/eigenmarken?q=%22%3E%3Cscript%3E&a=1'],
    ['/x?q="><script>alert(1)</script>&b=\'', '/x?q="><script>alert(1)</script>&b=\''],
  ])("names the page %p in the static banner's form, as one attribute value", (returnTo, expected) => {
    const page = render({ returnTo });
    const form = page.querySelector('#shell-consent form') as HTMLFormElement;
    expect(form.querySelectorAll('input')).toHaveLength(1);
    expect(page.querySelectorAll('script')).toHaveLength(3);
    expect((form.querySelector('input[name="returnTo"]') as HTMLInputElement).value).toBe(expected);
  });

  it('finds the return field whatever the order of its attributes', () => {
    const template = TEMPLATE.replace('<input type="hidden" name="returnTo" value="/"/>', '<input value="/" type="hidden" name="returnTo">');
    const page = render({ template, returnTo: '/account' });
    expect((page.querySelector('input[name="returnTo"]') as HTMLInputElement).value).toBe('/account');
  });

  it('leaves an empty banner container once the shopper has decided', () => {
    const page = render({ consentDecided: true });
    expect(page.getElementById('shell-consent')).not.toBeNull();
    expect(page.getElementById('shell-consent')?.childNodes).toHaveLength(0);
    expect(page.body.textContent).not.toContain('Privatsphäre');
  });
});
