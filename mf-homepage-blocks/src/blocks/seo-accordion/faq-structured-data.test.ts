import { faqPage, serialiseJsonLd } from './faq-structured-data';

describe('faqPage', () => {
  it('is a schema.org FAQPage with one Question and accepted Answer per entry', () => {
    expect(faqPage([{ question: 'Wie hoch sind die Versandkosten?', answer: 'Ab 49 € versandkostenfrei.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Wie hoch sind die Versandkosten?',
          acceptedAnswer: { '@type': 'Answer', text: 'Ab 49 € versandkostenfrei.' },
        },
      ],
    });
  });

  it('leaves out entries without question or answer', () => {
    expect(
      faqPage([
        { question: '', answer: 'a' },
        { question: 'q', answer: '' },
      ]).mainEntity,
    ).toEqual([]);
  });
});

describe('serialiseJsonLd', () => {
  it('escapes < > & so content cannot close the script element, and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script> & <!-- x -->' };
    const json = serialiseJsonLd(value);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});
