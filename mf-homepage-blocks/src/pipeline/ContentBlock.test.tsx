import { render, screen, waitFor } from '@testing-library/react';
import type { ErrorReport } from '@storefront/platform';
import { collectReports, setUpPlatform } from '@storefront/test-support';
import { ContentBlock } from './ContentBlock';

let reports: ErrorReport[];

beforeEach(() => {
  setUpPlatform();
  reports = collectReports();
});

describe('ContentBlock', () => {
  it('renders a valid model with the block of its content type, marked with type and id', () => {
    const { container } = render(
      <ContentBlock reference={{ id: 'terms', contentType: 'TermsTextBlock' }} model={{ metadata: { contentType: 'TermsTextBlock' }, termsAndConditionsText: '<p>Kleingedrucktes</p>' }} />,
    );
    expect(screen.getByText('Kleingedrucktes')).toBeInTheDocument();
    expect(container.querySelector('[data-content-type="TermsTextBlock"][data-block-id="terms"]')).toBeInTheDocument();
  });

  it('renders nothing for an invalid model and reports it once', async () => {
    const { container } = render(<ContentBlock reference={{ id: 'terms', contentType: 'TermsTextBlock' }} model={{ termsAndConditionsText: 42 }} />);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.message).toContain('Content model of TermsTextBlock block terms is invalid');
    expect(reports[0]?.message).toContain('termsAndConditionsText');
  });

  it('renders nothing for an unregistered content type and only warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<ContentBlock reference={{ id: 'brands', contentType: 'BrandCarousel' }} model={{ slides: [] }} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content type BrandCarousel'), expect.anything());
    expect(reports).toEqual([]);
  });
});
