import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface SanitizedHtmlProps {
  /** Rich text from content; sanitised here before it reaches the DOM. */
  html: string;
  className?: string;
  id?: string;
  /** Turns the sanitised markup into other markup (e.g. cleaned SEO headings) before it renders. */
  transform?: (sanitised: string) => string;
}

/** The one way rich text from content reaches the DOM in this fragment. */
export function SanitizedHtml({ html, className, id, transform }: SanitizedHtmlProps) {
  const safeMarkup = useMemo(() => {
    const sanitised = sanitizeHtml(html);
    // A transform only rearranges sanitised markup; sanitising again keeps the guarantee whatever it does.
    return transform ? sanitizeHtml(transform(sanitised)) : sanitised;
  }, [html, transform]);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: safeMarkup }} />;
}
