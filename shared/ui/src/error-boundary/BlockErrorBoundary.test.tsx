import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorReport } from '@storefront/platform';
import { collectReports, setUpPlatform } from '@storefront/test-support';
import { BlockErrorBoundary } from './BlockErrorBoundary';

function Broken({ message = 'Bannerdaten fehlen' }: { message?: string }): never {
  throw new Error(message);
}

let reports: ErrorReport[];

beforeEach(() => {
  setUpPlatform();
  // React and the platform logger both log the caught error: collectReports keeps the console quiet.
  reports = collectReports();
});

describe('BlockErrorBoundary', () => {
  it('renders its children when nothing throws', () => {
    render(
      <BlockErrorBoundary name="HeroBanner:hero-1">
        <p>Sommerangebote</p>
      </BlockErrorBoundary>,
    );
    expect(screen.getByText('Sommerangebote')).toBeInTheDocument();
    expect(reports).toEqual([]);
  });

  it('renders an empty hidden placeholder for a throwing block and reports it with the block name', () => {
    const { container } = render(
      <BlockErrorBoundary name="HeroBanner:hero-1">
        <Broken />
      </BlockErrorBoundary>,
    );
    const placeholder = container.querySelector('[data-block-error="HeroBanner:hero-1"]');
    expect(placeholder).toBeInTheDocument();
    expect(placeholder).toBeEmptyDOMElement();
    expect(placeholder).not.toBeVisible();
    expect(screen.queryByText('Bannerdaten fehlen')).not.toBeInTheDocument();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.message).toBe('Bannerdaten fehlen');
    expect(reports[0]?.context).toEqual(expect.objectContaining({ block: 'HeroBanner:hero-1' }));
  });

  it('keeps a sibling block outside the boundary', () => {
    render(
      <main>
        <BlockErrorBoundary name="HeroBanner:hero-1">
          <Broken />
        </BlockErrorBoundary>
        <BlockErrorBoundary name="Bestseller">
          <p>Bestseller</p>
        </BlockErrorBoundary>
        <p>Newsletter</p>
      </main>,
    );
    expect(screen.getByText('Bestseller')).toBeInTheDocument();
    expect(screen.getByText('Newsletter')).toBeInTheDocument();
    expect(reports.map((report) => report.context.block)).toEqual(['HeroBanner:hero-1']);
  });

  it('renders a custom fallback instead of the placeholder', () => {
    const { container } = render(
      <BlockErrorBoundary name="RecommendationSlider" fallback={<div data-testid="empty-slider" />}>
        <Broken />
      </BlockErrorBoundary>,
    );
    expect(screen.getByTestId('empty-slider')).toBeInTheDocument();
    expect(container.querySelector('[data-block-error]')).not.toBeInTheDocument();
    expect(reports).toHaveLength(1);
  });

  it('shows no message, stack or RESET button in production', () => {
    render(
      <BlockErrorBoundary name="HeroBanner:hero-1">
        <Broken />
      </BlockErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RESET' })).not.toBeInTheDocument();
  });

  describe('in the development environment', () => {
    beforeEach(() => {
      setUpPlatform({ environment: 'development' });
    });

    it('shows the message, the stack and a RESET button', () => {
      render(
        <BlockErrorBoundary name="HeroBanner:hero-1">
          <Broken message="Bannerdaten fehlen" />
        </BlockErrorBoundary>,
      );
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Bannerdaten fehlen');
      const stack = alert.querySelector('pre');
      expect(stack?.textContent).toContain('Error: Bannerdaten fehlen');
      expect(stack?.textContent).toContain('Broken');
      expect(screen.getByRole('button', { name: 'RESET' })).toBeInTheDocument();
    });

    it('renders the children again after RESET', async () => {
      let fail = true;
      function Flaky() {
        if (fail) throw new Error('einmaliger Fehler');
        return <p>Banner geladen</p>;
      }
      render(
        <BlockErrorBoundary name="HeroBanner:hero-1">
          <Flaky />
        </BlockErrorBoundary>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('einmaliger Fehler');
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'RESET' }));
      expect(screen.getByText('Banner geladen')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('still prefers a custom fallback', () => {
      render(
        <BlockErrorBoundary name="RecommendationSlider" fallback={<span>leer</span>}>
          <Broken />
        </BlockErrorBoundary>,
      );
      expect(screen.getByText('leer')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
