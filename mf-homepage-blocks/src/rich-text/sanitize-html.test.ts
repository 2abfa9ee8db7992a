/**
 * @jest-environment-options {"url": "https://www.zooplus.de/"}
 */
// On a page of the shop, as shoppers see it: the server's render (sanitize-html.node.test.ts runs these same cases on
// its DOM) judges links as at the shop's origin too.
import { sanitizeHtml } from './sanitize-html';
import { htmlToText } from './html-to-text';
import { setUpPlatform } from '@storefront/test-support';

beforeEach(() => setUpPlatform());

describe('sanitizeHtml', () => {
  it('removes script elements and their content', () => {
    expect(sanitizeHtml('<p>Text</p><script>alert(1)</script>')).toBe('<p>Text</p>');
  });

  it('removes event-handler attributes such as onerror and onclick', () => {
    expect(sanitizeHtml('<img src="/a.jpg" onerror="alert(1)"><p onclick="alert(2)">Text</p>')).toBe('<img src="/a.jpg"><p>Text</p>');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD4='])(
    'drops the link target %s but keeps the link text',
    (href) => {
      expect(sanitizeHtml(`<a href="${href}">Klick</a>`)).toBe('<a>Klick</a>');
    },
  );

  it('keeps links over safe protocols and relative links', () => {
    const html =
      '<a href="/shop/katzen">a</a><a href="https://www.zooplus.at/">b</a><a href="mailto:service@zooplus.de">c</a><a href="tel:+4989">d</a><a href="#faq">e</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("renders a link to the shop's own origin as its path", () => {
    expect(sanitizeHtml('<a href="https://www.zooplus.de/">b</a>')).toBe('<a href="/">b</a>');
  });

  it.each([
    '/\t/evil.example/path',
    '/\n/evil.example',
    '//evil.example',
    '/\\evil.example',
    'http:evil.example',
    'https://evil.example/',
    'https://zooplus.de@evil.example/',
    'https://z\u043E\u043Eplus.de/',
  ])('drops a link that leaves the shop once the browser resolves it (%j)', (href) => {
    expect(sanitizeHtml(`<a href="${href}">Klick</a>`)).toBe('<a>Klick</a>');
  });

  it('renders a kept link with the target the browser resolves', () => {
    expect(sanitizeHtml('<a href="/shop/\tkatzen">a</a>')).toBe('<a href="/shop/katzen">a</a>');
  });

  it("renders a link without slashes in the page's own scheme as the shop path it resolves to", () => {
    expect(sanitizeHtml('<a href="https:evil.example">Klick</a>')).toBe('<a href="/evil.example">Klick</a>');
  });

  it('removes style and iframe elements and style attributes', () => {
    expect(sanitizeHtml('<style>p{}</style><iframe src="https://evil.example"></iframe><p style="position:fixed">Text</p>')).toBe('<p>Text</p>');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="/agb" target="_blank">AGB</a>')).toBe('<a href="/agb" target="_blank" rel="noopener noreferrer">AGB</a>');
    expect(sanitizeHtml('<a href="/agb">AGB</a>')).toBe('<a href="/agb">AGB</a>');
  });

  it.each([
    ['target="_BLANK" rel="opener"', 'target="_BLANK" rel="noopener noreferrer"'],
    ['target="popup" rel="opener"', 'target="popup" rel="noopener noreferrer"'],
    ['target=" _blank" rel="nofollow OPENER"', 'target="_blank" rel="nofollow noopener noreferrer"'],
  ])('never lets a link opening another tab keep the opener: %s', (attributes, expected) => {
    expect(sanitizeHtml(`<a href="/agb" ${attributes}>AGB</a>`)).toBe(`<a href="/agb" ${expected}>AGB</a>`);
  });

  it('leaves links staying in the page alone', () => {
    expect(sanitizeHtml('<a href="/agb" target="_self" rel="nofollow">AGB</a>')).toBe('<a href="/agb" target="_self" rel="nofollow">AGB</a>');
    expect(sanitizeHtml('<a href="/agb" target="_SELF">AGB</a>')).toBe('<a href="/agb" target="_SELF">AGB</a>');
  });

  it('adds rel="noopener noreferrer" to image-map areas that open a new tab', () => {
    expect(sanitizeHtml('<map name="karte"><area href="/agb" target="_blank" alt="AGB"></map>')).toBe(
      '<map name="karte"><area href="/agb" target="_blank" alt="AGB" rel="noopener noreferrer"></map>',
    );
  });

  it.each([
    ['<video poster="data:image/svg+xml,PHN2Zz4="></video>', '<video></video>'],
    ['<blockquote cite="data:text/html,PHNjcmlwdD4=">Zitat</blockquote>', '<blockquote>Zitat</blockquote>'],
  ])('drops a data: URI outside the media sources DOMPurify allows: %s', (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('keeps ordinary rich text: paragraphs, emphasis, lists, tables', () => {
    const html = '<p><strong>fett</strong> <em>kursiv</em></p><ul><li>eins</li></ul><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('htmlToText', () => {
  it('gives the plain text with block boundaries as spaces and no markup', () => {
    expect(htmlToText('<p>Das <strong>hängt</strong> ab.</p><p>Zweiter&nbsp;Satz</p><script>alert(1)</script>')).toBe('Das hängt ab. Zweiter Satz');
  });
});
