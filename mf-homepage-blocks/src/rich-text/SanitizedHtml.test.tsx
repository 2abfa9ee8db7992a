import { render } from '@testing-library/react';
import { SanitizedHtml } from './SanitizedHtml';
import { activeContentIn, setUpPlatform, XSS_MARKUP_PAYLOADS } from '@storefront/test-support';

beforeEach(() => setUpPlatform());

describe('SanitizedHtml', () => {
  it.each(XSS_MARKUP_PAYLOADS.map((payload) => [payload]))('renders %j without its active part', (payload) => {
    const { container } = render(<SanitizedHtml html={`<p>Sicherer Text</p>${payload}`} />);
    expect(container).toHaveTextContent('Sicherer Text');
    expect(activeContentIn(container)).toEqual([]);
  });

  it('sanitises again after a transform, whatever the transform adds', () => {
    const { container } = render(<SanitizedHtml html="<p>Text</p>" transform={(html) => `${html}<img src="x" onerror="alert(1)">`} />);
    expect(container.querySelector('img')).toBeInTheDocument();
    expect(activeContentIn(container)).toEqual([]);
  });
});
