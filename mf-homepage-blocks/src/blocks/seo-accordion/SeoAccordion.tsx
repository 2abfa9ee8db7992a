import { useId, useMemo } from 'react';
import type { BlockProps } from '../../pipeline/block-definition';
import { SanitizedHtml } from '../../rich-text/SanitizedHtml';
import { FaqStructuredData } from './FaqStructuredData';
import { toBlockHeadline, toIntroText } from './seo-accordion-html';
import type { SeoAccordionModel } from './seo-accordion-model';
import { SeoAccordionItem } from './SeoAccordionItem';
import { headingText } from './seo-html';
import './seo-accordion.css';

/** SEO text with a headline (h2), an intro and an accordion of questions, plus their FAQPage structured data. */
export function SeoAccordion({ model }: BlockProps<SeoAccordionModel>) {
  const headlineId = useId();
  const hasHeadline = useMemo(() => headingText(model.headline ?? '') !== '', [model.headline]);
  return (
    <section className="hp-seo-accordion" aria-labelledby={hasHeadline ? headlineId : undefined}>
      {hasHeadline && model.headline && (
        <SanitizedHtml id={headlineId} className="hp-seo-accordion__headline" html={model.headline} transform={toBlockHeadline} />
      )}
      {model.html && <SanitizedHtml className="hp-seo-accordion__intro" html={model.html} transform={toIntroText} />}
      <div className="hp-seo-accordion__items">
        {model.items.map((item, position) => (
          <SeoAccordionItem key={position} item={item} />
        ))}
      </div>
      {model.FAQScript === true && model.items.length > 0 && <FaqStructuredData items={model.items} />}
    </section>
  );
}
