import { useMemo } from 'react';
import { htmlToText } from '../../rich-text/html-to-text';
import { faqPage, serialiseJsonLd } from './faq-structured-data';
import type { SeoAccordionItemModel } from './seo-accordion-model';
import { headingText } from './seo-html';

/** The accordion's questions and answers as schema.org FAQPage JSON-LD; answers are plain text. */
export function FaqStructuredData({ items }: { items: SeoAccordionItemModel[] }) {
  const json = useMemo(
    () =>
      serialiseJsonLd(
        faqPage(
          items.map((item) => ({
            question: headingText(item.headline),
            answer: htmlToText([item.text, item.text2].filter(Boolean).join(' ')),
          })),
        ),
      ),
    [items],
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
