import { render, screen } from '@testing-library/react';
import { containsActiveContent, XSS_PAYLOADS } from '../../test-support/xss-payloads';
import { sampleBlock } from '../../test-support/sample-data';
import { TermsText, termsTextSchema } from './terms-text.block';

describe('TermsTextBlock', () => {
  it('renders the terms as rich text with their links', () => {
    const model = termsTextSchema.parse(sampleBlock('terms-text-block'));
    render(<TermsText model={model} blockId="terms-text-block" />);
    expect(screen.getByText(/Alle Preise inkl. gesetzl. MwSt./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/info/legal/agb');
  });

  it.each(Object.entries(XSS_PAYLOADS))('sanitises the %s payload in termsAndConditionsText', (_name, html) => {
    const { container } = render(<TermsText model={{ termsAndConditionsText: html }} blockId="terms" />);
    expect(container).toHaveTextContent('Sicherer Text');
    expect(containsActiveContent(container)).toBe(false);
  });

  it('refuses a model without text', () => {
    expect(termsTextSchema.safeParse({ termsAndConditionsText: '' }).success).toBe(false);
    expect(termsTextSchema.safeParse({}).success).toBe(false);
  });
});
