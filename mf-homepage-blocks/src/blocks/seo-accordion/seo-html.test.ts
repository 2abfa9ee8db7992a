import { cleanHeadingHtml, cleanSectionHtml, headingText } from './seo-html';

describe('cleanHeadingHtml', () => {
  it('removes empty elements and gives the heading the requested level', () => {
    expect(cleanHeadingHtml('<p></p><h2>Tierbedarf online kaufen bei zooplus</h2><p></p>', 2)).toBe('<h2>Tierbedarf online kaufen bei zooplus</h2>');
    expect(cleanHeadingHtml('<h1>Welches Tierfutter ist das richtige?</h1>', 3)).toBe('<h3>Welches Tierfutter ist das richtige?</h3>');
    expect(cleanHeadingHtml('<h4><strong>Wie hoch sind die Versandkosten?</strong></h4>', 3)).toBe(
      '<h3><strong>Wie hoch sind die Versandkosten?</strong></h3>',
    );
  });

  it('wraps text without a heading element in a heading of the requested level', () => {
    expect(cleanHeadingHtml('Wie funktionieren zooPunkte?', 3)).toBe('<h3>Wie funktionieren zooPunkte?</h3>');
    expect(cleanHeadingHtml('<span></span><strong>Fett</strong>', 2)).toBe('<h2><strong>Fett</strong></h2>');
  });

  it('gives nothing for markup without text', () => {
    expect(cleanHeadingHtml('<p></p><h2> </h2><p>&nbsp;</p>', 2)).toBe('');
    expect(cleanHeadingHtml('', 2)).toBe('');
  });

  it('keeps attributes of renamed headings', () => {
    expect(cleanHeadingHtml('<h5 class="seo" id="faq">Fragen</h5>', 2)).toBe('<h2 class="seo" id="faq">Fragen</h2>');
  });
});

describe('cleanSectionHtml', () => {
  it('removes empty elements, including nested and whitespace-only ones', () => {
    expect(cleanSectionHtml('<h1></h1><p>Für jeden Euro einen zooPunkt.</p>', 4)).toBe('<p>Für jeden Euro einen zooPunkt.</p>');
    expect(cleanSectionHtml('<div><p> </p><span>&nbsp;</span></div><p>Text</p><p><br></p>', 4)).toBe('<p>Text</p>');
  });

  it('keeps images, line breaks inside text and blank table cells', () => {
    const html = '<p><img src="/a.jpg" alt="Napf"></p><p>eins<br>zwei</p><table><tbody><tr><td>1</td><td></td></tr></tbody></table>';
    expect(cleanSectionHtml(html, 4)).toBe(html);
  });

  it('renumbers headings so the highest becomes the top level and no level is skipped', () => {
    expect(cleanSectionHtml('<p></p><h4>Kurz gesagt</h4><p>Das hängt ab.</p>', 4)).toBe('<h4>Kurz gesagt</h4><p>Das hängt ab.</p>');
    expect(cleanSectionHtml('<h1>A</h1><h3>B</h3><h3>C</h3>', 4)).toBe('<h4>A</h4><h5>B</h5><h5>C</h5>');
    expect(cleanSectionHtml('<h2>A</h2><h6>B</h6>', 3)).toBe('<h3>A</h3><h4>B</h4>');
  });

  it('never goes below h6', () => {
    expect(cleanSectionHtml('<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4>', 4)).toBe('<h4>A</h4><h5>B</h5><h6>C</h6><h6>D</h6>');
  });
});

describe('headingText', () => {
  it('is the plain text of a headline', () => {
    expect(headingText('<h4><strong>Wie hoch sind die Versandkosten?</strong></h4>')).toBe('Wie hoch sind die Versandkosten?');
    expect(headingText('Wie funktionieren zooPunkte?')).toBe('Wie funktionieren zooPunkte?');
  });
});
