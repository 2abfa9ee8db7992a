import { act, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_LOAD_TIMEOUT_MS } from '@storefront/contracts';
import { LoadTimeoutError } from '@storefront/platform';
import type { ErrorReport } from '@storefront/platform';
import type { ProductCardProps } from '@storefront/contracts';
import { collectReports, failRemoteModule, holdRemoteModule, provideRemoteModule, remoteModuleLoads, setUpPlatform } from '@storefront/test-support';
import { transitions } from '@storefront/test-support/counted-transitions';
import { RemoteComponent } from './RemoteComponent';

jest.mock('react', () =>
  jest.requireActual<typeof import('@storefront/test-support/counted-transitions')>('@storefront/test-support/counted-transitions').reactCountingTransitions(),
);

// Only the name matters to these tests; the card itself checks whole products.
const PRODUCT = { name: 'A-1' } as ProductCardProps['product'];

function ProductCard({ product }: ProductCardProps) {
  return <article>Produkt {product.name}</article>;
}

let reports: ErrorReport[];

beforeEach(() => {
  setUpPlatform();
  reports = collectReports();
});

describe('RemoteComponent', () => {
  it('shows the loading node until the remote module is there, then the component with its props', async () => {
    const card = holdRemoteModule('mf_recommendations/ProductCard');
    render(<RemoteComponent id="mf_recommendations/ProductCard" props={{ product: PRODUCT }} loading={<p>Lädt …</p>} />);
    expect(screen.getByText('Lädt …')).toBeInTheDocument();
    expect(remoteModuleLoads()).toEqual(['mf_recommendations/ProductCard']);

    const before = transitions.started;
    card.provide({ default: ProductCard });
    expect(await screen.findByText('Produkt A-1')).toBeInTheDocument();
    expect(screen.queryByText('Lädt …')).not.toBeInTheDocument();
    // At transition priority: a component as large as a slider of product cards renders in slices.
    expect(transitions.started).toBe(before + 1);
  });

  it('renders nothing while loading without a loading node', () => {
    holdRemoteModule('mf_recommendations/ProductCard');
    const { container } = render(<RemoteComponent id="mf_recommendations/ProductCard" props={{ product: PRODUCT }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing and reports when the remote cannot be loaded', async () => {
    failRemoteModule('mf_recommendations/ProductCard');
    const { container } = render(<RemoteComponent id="mf_recommendations/ProductCard" props={{ product: PRODUCT }} loading={<p>Lädt …</p>} />);
    await waitFor(() => expect(screen.queryByText('Lädt …')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toEqual({ remoteModule: 'mf_recommendations/ProductCard' });
  });

  it('renders nothing for a throwing remote component while a sibling stays', async () => {
    function ThrowingCard(): never {
      throw new Error('Produktdaten unvollständig');
    }
    provideRemoteModule('mf_recommendations/ProductCard', { default: ThrowingCard });
    render(
      <section aria-label="Empfehlungen">
        <RemoteComponent id="mf_recommendations/ProductCard" props={{ product: PRODUCT }} />
        <p>Weitere Angebote</p>
      </section>,
    );
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.message).toBe('Produktdaten unvollständig');
    expect(reports[0]?.context).toEqual(expect.objectContaining({ block: 'mf_recommendations/ProductCard' }));
    expect(screen.getByText('Weitere Angebote')).toBeInTheDocument();
    // nothing at all in place of the remote component, not even a placeholder element
    expect([...screen.getByRole('region', { name: 'Empfehlungen' }).children]).toEqual([screen.getByText('Weitere Angebote')]);
  });

  it('shows its error state and tells the caller when the fragment cannot be loaded', async () => {
    const onError = jest.fn();
    failRemoteModule('mf_recommendations/ProductCard');
    render(
      <RemoteComponent
        id="mf_recommendations/ProductCard"
        props={{ product: PRODUCT }}
        loading={<p>Lädt …</p>}
        fallback={<p>Produkte gerade nicht verfügbar</p>}
        onError={onError}
      />,
    );
    expect(await screen.findByText('Produkte gerade nicht verfügbar')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toEqual(new Error('Remote module mf_recommendations/ProductCard could not be loaded'));
  });

  it('ends its loading state with the error state when the fragment does not arrive in time', async () => {
    jest.useFakeTimers();
    const onError = jest.fn();
    holdRemoteModule('mf_recommendations/ProductCard');
    render(
      <RemoteComponent
        id="mf_recommendations/ProductCard"
        props={{ product: PRODUCT }}
        loading={<p>Lädt …</p>}
        fallback={<p>Nicht verfügbar</p>}
        onError={onError}
      />,
    );
    await act(() => jest.advanceTimersByTimeAsync(DEFAULT_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByText('Lädt …')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Nicht verfügbar')).toBeInTheDocument();
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(LoadTimeoutError);
    expect(reports.map((report) => report.context.remoteModule)).toEqual(['mf_recommendations/ProductCard']);
    jest.useRealTimers();
  });

  it('tells the caller when the remote component throws, and shows the error state in its place', async () => {
    function ThrowingCard(): never {
      throw new Error('Produktdaten unvollständig');
    }
    const onError = jest.fn();
    provideRemoteModule('mf_recommendations/ProductCard', { default: ThrowingCard });
    render(<RemoteComponent id="mf_recommendations/ProductCard" props={{ product: PRODUCT }} fallback={<p>Nicht verfügbar</p>} onError={onError} />);
    expect(await screen.findByText('Nicht verfügbar')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(new Error('Produktdaten unvollständig'));
  });
});
