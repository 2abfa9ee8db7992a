import { render, screen, waitFor } from '@testing-library/react';
import { collectReports, setUpPlatform } from '../test-support/platform';
import { ContentBlock } from './ContentBlock';

let collected: ReturnType<typeof collectReports>;

beforeEach(() => {
  setUpPlatform();
  collected = collectReports();
});

afterEach(() => collected.stop());

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
    await waitFor(() => expect(collected.reports).toHaveLength(1));
    expect(collected.reports[0]?.message).toContain('Content model of TermsTextBlock block terms is invalid');
    expect(collected.reports[0]?.message).toContain('termsAndConditionsText');
  });

  it('renders nothing for an unregistered content type and only warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<ContentBlock reference={{ id: 'brands', contentType: 'BrandCarousel' }} model={{ slides: [] }} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content type BrandCarousel'), expect.anything());
    expect(collected.reports).toEqual([]);
  });
});
