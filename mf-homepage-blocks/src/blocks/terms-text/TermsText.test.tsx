import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { containsActiveContent, XSS_PAYLOADS } from '../../test-support/xss-payloads';
import { sampleBlock } from '../../test-support/sample-data';
import { TermsText, termsTextSchema } from './terms-text.block';

describe('TermsTextBlock', () => {
  it('renders the terms as rich text with their links', () => {
    const model = v.parse(termsTextSchema, sampleBlock('terms-text-block'));
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
    expect(v.safeParse(termsTextSchema, { termsAndConditionsText: '' }).success).toBe(false);
    expect(v.safeParse(termsTextSchema, {}).success).toBe(false);
  });
});
