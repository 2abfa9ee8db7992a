export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqPage {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  mainEntity: Array<{
    '@type': 'Question';
    name: string;
    acceptedAnswer: { '@type': 'Answer'; text: string };
  }>;
}

/** schema.org FAQPage of the accordion's questions; entries without question or answer are left out. */
export function faqPage(entries: FaqEntry[]): FaqPage {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries
      .filter((entry) => entry.question !== '' && entry.answer !== '')
      .map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped as \u003c, \u003e and \u0026,
 * so text like `</script>` in content cannot end the script element; the JSON value stays the same.
 */
export function serialiseJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
