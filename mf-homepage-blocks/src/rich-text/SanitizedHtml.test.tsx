import { render } from '@testing-library/react';
import { SanitizedHtml } from './SanitizedHtml';
import { containsActiveContent, XSS_PAYLOADS } from '../test-support/xss-payloads';

describe('SanitizedHtml', () => {
  it.each(Object.entries(XSS_PAYLOADS))('renders the %s payload without its active part', (_name, html) => {
    const { container } = render(<SanitizedHtml html={html} />);
    expect(container).toHaveTextContent('Sicherer Text');
    expect(containsActiveContent(container)).toBe(false);
  });

  it('sanitises again after a transform, whatever the transform adds', () => {
    const { container } = render(<SanitizedHtml html="<p>Text</p>" transform={(html) => `${html}<img src="x" onerror="alert(1)">`} />);
    expect(container.querySelector('img')).toBeInTheDocument();
    expect(containsActiveContent(container)).toBe(false);
  });
});
