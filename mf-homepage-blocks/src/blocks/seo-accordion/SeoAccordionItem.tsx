import { useId, useMemo, useState } from 'react';
import { ResponsiveImage } from '@storefront/ui';
import { SanitizedHtml } from '../../rich-text/SanitizedHtml';
import { toItemText } from './seo-accordion-html';
import type { SeoAccordionItemModel } from './seo-accordion-model';
import { headingText } from './seo-html';

const SQUARE_IMAGE_SIZE = 300;

/** One question: an h3 with a disclosure button (WAI-ARIA accordion pattern) and its panel. */
export function SeoAccordionItem({ item }: { item: SeoAccordionItemModel }) {
  const [expanded, setExpanded] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  const question = useMemo(() => headingText(item.headline), [item.headline]);
  if (question === '') return null;
  return (
    <div className="hp-seo-accordion__item">
      <h3 className="hp-seo-accordion__question">
        <button
          type="button"
          id={buttonId}
          className="hp-seo-accordion__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          {question}
        </button>
      </h3>
      {/* Hidden, not removed: the answers stay in the document for search engines. */}
      <div id={panelId} role="region" aria-labelledby={buttonId} className="hp-seo-accordion__panel" hidden={!expanded}>
        {item.text && <SanitizedHtml html={item.text} transform={toItemText} />}
        {item.squareImage && (
          <ResponsiveImage
            className="hp-seo-accordion__image"
            src={item.squareImage}
            alt={item.altText ?? ''}
            width={SQUARE_IMAGE_SIZE}
            height={SQUARE_IMAGE_SIZE}
          />
        )}
        {item.table && <SanitizedHtml className="hp-seo-accordion__table" html={item.table} />}
        {item.text2 && <SanitizedHtml html={item.text2} transform={toItemText} />}
        {item.cookieSettingText && <SanitizedHtml className="hp-seo-accordion__cookie-text" html={item.cookieSettingText} />}
      </div>
    </div>
  );
}
