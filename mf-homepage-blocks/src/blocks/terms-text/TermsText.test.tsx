import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { activeContentIn, setUpPlatform, XSS_MARKUP_PAYLOADS } from '@storefront/test-support';
import { sampleBlock } from '../../test-support/sample-data';
import { TermsText, termsTextSchema } from './terms-text.block';

describe('TermsTextBlock', () => {
  it('renders the terms as rich text with their links', () => {
    const model = v.parse(termsTextSchema, sampleBlock('terms-text-block'));
    render(<TermsText model={model} blockId="terms-text-block" />);
    expect(screen.getByText(/Alle Preise inkl. gesetzl. MwSt./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/info/legal/agb');
  });

  it.each(XSS_MARKUP_PAYLOADS.map((payload) => [payload]))('sanitises %j in termsAndConditionsText, keeping the text around it', (payload) => {
    setUpPlatform();
    const { container } = render(<TermsText model={{ termsAndConditionsText: `<p>Sicherer Text</p>${payload}` }} blockId="terms" />);
    expect(container).toHaveTextContent('Sicherer Text');
    expect(activeContentIn(container)).toEqual([]);
  });

  it('refuses a model without text', () => {
    expect(v.safeParse(termsTextSchema, { termsAndConditionsText: '' }).success).toBe(false);
    expect(v.safeParse(termsTextSchema, {}).success).toBe(false);
  });
});
