import { render, screen, waitFor } from '@testing-library/react';
import type { ContentBlockProps } from '@storefront/contracts';
import type { ErrorReport } from '@storefront/platform';
import { collectReports, setUpPlatform } from '@storefront/test-support';
import { ContentBlock } from './ContentBlock';

let reports: ErrorReport[];

beforeEach(() => {
  setUpPlatform();
  reports = collectReports();
});

/** Models from a content service that does not keep its contract are what the block must survive. */
const untyped = (model: Record<string, unknown>) => model as unknown as ContentBlockProps['model'];
const TERMS = { id: 'terms', contentType: 'TermsTextBlock' };

describe('ContentBlock', () => {
  it('loads the block of the content type and renders a valid model, marked with type and id, then says it is shown', async () => {
    const onSettled = jest.fn();
    const { container } = render(
      <ContentBlock
        reference={TERMS}
        model={{ metadata: { contentType: 'TermsTextBlock', id: 'terms' }, termsAndConditionsText: '<p>Kleingedrucktes</p>' }}
        onSettled={onSettled}
      />,
    );
    expect(await screen.findByText('Kleingedrucktes')).toBeInTheDocument();
    expect(container.querySelector('[data-content-type="TermsTextBlock"][data-block-id="terms"]')).toBeInTheDocument();
    expect(onSettled.mock.calls).toEqual([['shown']]);
  });

  it('renders nothing for an invalid model, reports it once and says it is empty', async () => {
    const onSettled = jest.fn();
    const { container } = render(<ContentBlock reference={TERMS} model={untyped({ termsAndConditionsText: 42 })} onSettled={onSettled} />);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
    expect(reports[0]?.message).toContain('Content model of TermsTextBlock block terms is invalid');
    expect(reports[0]?.message).toContain('termsAndConditionsText');
    expect(onSettled.mock.calls).toEqual([['empty']]);
  });

  it('renders nothing for an unregistered content type and only warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<ContentBlock reference={{ id: 'news', contentType: 'NewsTicker' }} model={untyped({ items: [] })} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content type NewsTicker'), expect.anything());
    expect(reports).toEqual([]);
  });
});
