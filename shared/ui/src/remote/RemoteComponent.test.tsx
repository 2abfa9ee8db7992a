import { render, screen, waitFor } from '@testing-library/react';
import * as platform from '@storefront/platform';
import type { ProductCardProps, RemoteModules } from '@storefront/contracts';
import { RemoteComponent } from './RemoteComponent';

jest.mock('@storefront/platform', () => ({
  ...jest.requireActual<typeof import('@storefront/platform')>('@storefront/platform'),
  loadRemoteModule: jest.fn(),
}));

const loadRemoteModule = jest.mocked(platform.loadRemoteModule);
type CardModule = RemoteModules['mf_recommendations/ProductCard'];

function ProductCard({ product }: ProductCardProps) {
  return <article>Produkt {String(product)}</article>;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let reports: platform.ErrorReport[];
let stopListening: () => void;

beforeEach(() => {
  // No collector: reports are observed through onErrorReported and nothing goes to the network.
  platform.configureLocalPlatform({ errorReportingUrl: undefined });
  reports = [];
  stopListening = platform.onErrorReported((report) => reports.push(report));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => stopListening());

describe('RemoteComponent', () => {
  it('shows the loading node until the remote module is there, then the component with its props', async () => {
    const load = deferred<CardModule>();
    loadRemoteModule.mockReturnValue(load.promise as never);
    render(<RemoteComponent id="mf_recommendations/ProductCard" props={{ product: 'A-1' }} loading={<p>Lädt …</p>} />);
    expect(screen.getByText('Lädt …')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_recommendations/ProductCard');

    load.resolve({ default: ProductCard });
    expect(await screen.findByText('Produkt A-1')).toBeInTheDocument();
    expect(screen.queryByText('Lädt …')).not.toBeInTheDocument();
  });

  it('renders nothing while loading without a loading node', () => {
    loadRemoteModule.mockReturnValue(new Promise(() => undefined));
    const { container } = render(<RemoteComponent id="mf_recommendations/ProductCard" props={{ product: 'A-1' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing and reports when the remote cannot be loaded', async () => {
    loadRemoteModule.mockRejectedValue(new Error('Remote module mf_recommendations/ProductCard could not be loaded'));
    const { container } = render(
      <RemoteComponent id="mf_recommendations/ProductCard" props={{ product: 'A-1' }} loading={<p>Lädt …</p>} />,
    );
    await waitFor(() => expect(screen.queryByText('Lädt …')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toEqual({ remoteModule: 'mf_recommendations/ProductCard' });
  });

  it('renders nothing for a throwing remote component while a sibling stays', async () => {
    function ThrowingCard(): never {
      throw new Error('Produktdaten unvollständig');
    }
    loadRemoteModule.mockResolvedValue({ default: ThrowingCard } as never);
    render(
      <section aria-label="Empfehlungen">
        <RemoteComponent id="mf_recommendations/ProductCard" props={{ product: 'A-1' }} />
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
});
