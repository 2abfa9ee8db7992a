import type { ProductCarouselProps } from '@storefront/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeBackend, httpError, json, raw, type ReplyFor, type RouteRequest } from '@storefront/test-support';
import {
  aluTransportbox,
  conceptForLifeIndoor,
  conceptForLifeMedium,
  joseraSenior,
  juwelRio450,
  purizonLammFisch,
  rintiKennerfleisch,
  royalCaninMaxi,
  wolfOfWildernessWildHills,
  type ProductFixture,
} from '../test-support/catalogue-fixtures';
import { CAROUSEL_LOAD_TIMEOUT, renderOnHomepage, setUpPage, sliderFilled, type PageSetup } from '../test-support/render-in-page';
import { plainSpaces } from '../test-support/typed-fixtures';
import { ProductCarousel } from './ProductCarousel';

const PRODUCTS = 'GET /v1/sites/{siteId}/{locale}/products';

/** The feature zone's scroll counts (spec section 9): 2, 3 from 544, 4 from 768, 6 from 1024. */
const SCROLL_COUNTS: ProductCarouselProps['scrollCounts'] = {
  0: { slidesPerView: 2, slidesPerGroup: 2 },
  544: { slidesPerView: 3, slidesPerGroup: 3 },
  768: { slidesPerView: 4, slidesPerGroup: 4 },
  1024: { slidesPerView: 6, slidesPerGroup: 6 },
};

/** A variant of a fixture that cannot be bought any more: every offer of that article sold out. */
function soldOut(fixture: ProductFixture, variantId: string): ProductFixture {
  return {
    ...fixture,
    articles: fixture.articles.map((article) =>
      article.variantId === variantId ? { ...article, offers: article.offers.map((offer) => ({ ...offer, outOfStock: true })) } : article,
    ),
  };
}

/** The catalogue as the sample backend answers articleIds: product ids (a variant suffix names the product too). */
function catalogueOf(products: readonly ProductFixture[]) {
  return ({ url }: RouteRequest<typeof PRODUCTS>): ReplyFor<typeof PRODUCTS> => {
    const tokens = (url.searchParams.get('articleIds') ?? '').split(',');
    const found = products.filter((product) => tokens.some((token) => token.split('.')[0] === product.shopIdentifier));
    return json({ products: found, total: found.length, page: 1, size: found.length });
  };
}

const everyProduct = [
  wolfOfWildernessWildHills,
  royalCaninMaxi,
  conceptForLifeMedium,
  conceptForLifeIndoor,
  joseraSenior,
  juwelRio450,
  purizonLammFisch,
  aluTransportbox,
  rintiKennerfleisch,
];

type CatalogueAnswer = readonly ProductFixture[] | (() => ReplyFor<typeof PRODUCTS>);

/** A tab's carousel of two products, for a test that sets up the page and the catalogue's answer itself. */
function renderTabCarousel(onSettled: ProductCarouselProps['onSettled']) {
  return renderOnHomepage(
    <ProductCarousel
      productIds={['180104', '180105']}
      id="tab"
      label="Beliebt bei Hunden"
      scrollCounts={SCROLL_COUNTS}
      trackingContainer="tab"
      onSettled={onSettled}
    />,
  );
}

function renderCarousel(props: Partial<ProductCarouselProps> = {}, page: PageSetup = {}, catalogue: CatalogueAnswer = everyProduct) {
  const testPage = setUpPage(page);
  const api = fakeBackend({ [PRODUCTS]: typeof catalogue === 'function' ? catalogue : catalogueOf(catalogue) });
  const onSettled = jest.fn();
  const onProducts = jest.fn();
  const view = renderOnHomepage(
    <ProductCarousel
      productIds={['180104', '180101.2', '180105']}
      id="feature-zone-purizon-products"
      label="Produkte von Purizon"
      scrollCounts={SCROLL_COUNTS}
      minProducts={2}
      trackingContainer="feature-zone-purizon"
      onSettled={onSettled}
      onProducts={onProducts}
      {...props}
    />,
  );
  return { ...testPage, ...view, api, onSettled, onProducts };
}

/** The carousel once it shows all its cards (they are laid out a few per frame). */
async function shownRegion(name: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name });
  await sliderFilled();
  return region;
}

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const hrefOf = (name: string) => new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '', 'https://www.zooplus.de');

describe('ProductCarousel', () => {
  it('asks the catalogue once for the content ids, comma-joined, and shows their cards in content order with euro prices', async () => {
    const { api } = renderCarousel({ productIds: ['180104', ' 180101.2 ', '180105', '180104'] });
    const region = await shownRegion('Produkte von Purizon');
    expect(cardNames()).toEqual(['Royal Canin Maxi Adult', 'Wolf of Wilderness Adult "Wild Hills" Ente', 'Josera Balance Senior']);
    expect(plainSpaces(within(region).getAllByText(/^Preis:/)[0]?.parentElement?.textContent)).toBe('Preis: 34,99 €');
    expect(api.to(PRODUCTS)).toHaveLength(1);
    const [request] = api.to(PRODUCTS);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ articleIds: '180104,180101.2,180105', size: '3' });
    expect(request?.headers.get('x-caller')).toBe('pet-storefront-web/mf-recommendations');
  });

  it('shows the variant a suffix names, with activeVariant on the link', async () => {
    renderCarousel();
    await shownRegion('Produkte von Purizon');
    const wolf = screen.getByRole('article', { name: 'Wolf of Wilderness Adult "Wild Hills" Ente' });
    expect(within(wolf).getByText('12 kg')).toBeInTheDocument();
    expect(hrefOf('Wolf of Wilderness Adult "Wild Hills" Ente').searchParams.get('activeVariant')).toBe('180101.2');
  });

  it('shows the cheapest variant when the one a suffix names cannot be bought', async () => {
    renderCarousel({}, {}, [soldOut(wolfOfWildernessWildHills, '180101.2'), royalCaninMaxi, joseraSenior]);
    await shownRegion('Produkte von Purizon');
    const wolf = screen.getByRole('article', { name: 'Wolf of Wilderness Adult "Wild Hills" Ente' });
    expect(within(wolf).getByText('1 kg')).toBeInTheDocument();
    expect(hrefOf('Wolf of Wilderness Adult "Wild Hills" Ente').searchParams.get('activeVariant')).toBe('180101.0');
  });

  it('shows the cheapest variant for a product id without a suffix, and no activeVariant for a product of one article', async () => {
    renderCarousel({ productIds: ['180103', '180105'] });
    await shownRegion('Produkte von Purizon');
    expect(within(screen.getByRole('article', { name: 'Concept for Life Medium Adult' })).getByText('4 kg')).toBeInTheDocument();
    expect(hrefOf('Concept for Life Medium Adult').searchParams.get('activeVariant')).toBe('180103.0');
    expect(hrefOf('Josera Balance Senior').searchParams.has('activeVariant')).toBe(false);
  });

  it.each<[string, string[], number, 'shown' | 'empty']>([
    ['one product: below the minimum of 2', ['180104'], 1, 'empty'],
    ['two products: the minimum', ['180104', '180105'], 2, 'shown'],
  ])('%s', async (_case, productIds, count, outcome) => {
    const { container, onSettled, onProducts } = renderCarousel({ productIds });
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(onSettled.mock.calls).toEqual([[outcome]]);
    expect(onProducts.mock.calls).toEqual([[count]]);
    if (outcome === 'empty') expect(container).toBeEmptyDOMElement();
    else {
      await sliderFilled();
      expect(screen.getAllByRole('article')).toHaveLength(count);
    }
  });

  it('leaves out products that cannot be bought on a card before counting them against the minimum', async () => {
    // Clearance only and third-party only: two products listed, one purchasable.
    const { container, onSettled, onProducts } = renderCarousel({ productIds: ['180104', '180117', '180109'] });
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(onProducts.mock.calls).toEqual([[1]]);
    expect(onSettled.mock.calls).toEqual([['empty']]);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows only the purchasable products when there are enough of them', async () => {
    const { onProducts } = renderCarousel({ productIds: ['180117', '180104', '180109', '330104'] });
    await shownRegion('Produkte von Purizon');
    expect(cardNames()).toEqual(['Royal Canin Maxi Adult', 'Juwel Rio 450 LED Aquarium-Kombination']);
    expect(onProducts.mock.calls).toEqual([[2]]);
  });

  it('holds its place while the products load, inert and with a loading status, and signals nothing yet', async () => {
    setUpPage();
    const answer = deferred<ReplyFor<typeof PRODUCTS>>();
    fakeBackend({ [PRODUCTS]: () => answer.promise });
    const onSettled = jest.fn();
    const { container } = renderTabCarousel(onSettled);
    expect(screen.getByRole('status')).toHaveTextContent('Produkte werden geladen …');
    // Laid out by the same carousel as the cards (6 per view at 1024px), hidden from assistive technology.
    expect(container.querySelector('[inert] .swiper')).toHaveStyle({ '--sf-carousel-per-view': '6' });
    expect(container.querySelectorAll('.sf-product-card-skeleton')).toHaveLength(2);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(onSettled).not.toHaveBeenCalled();

    answer.resolve(json({ products: [royalCaninMaxi, joseraSenior], total: 2, page: 1, size: 2 }));
    await screen.findByRole('region', { name: 'Beliebt bei Hunden' });
    // Its cards are laid out a few per frame: its height is final, and the block may show it, once they all are.
    expect(container.querySelector('.sf-recommendation-slider--filling')).not.toBeNull();
    expect(onSettled).not.toHaveBeenCalled();
    expect(await shownRegion('Beliebt bei Hunden')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(onSettled.mock.calls).toEqual([['shown']]));
  });

  it.each([
    [390, 2],
    [544, 3],
    [768, 4],
    [1024, 6],
  ])('scrolls by the counts it is given: at %ipx %i cards per view and per arrow click', async (width, perView) => {
    const original = window.innerWidth;
    window.innerWidth = width;
    try {
      const { container } = renderCarousel({ productIds: ['180104', '180101', '180103', '180105', '330104', '180102', '180101.1'] });
      await shownRegion('Produkte von Purizon');
      expect(container.querySelector('.swiper')).toHaveStyle({ '--sf-carousel-per-view': String(perView) });
    } finally {
      window.innerWidth = original;
    }
  });

  it('renders nothing, reports and says empty when the catalogue call fails', async () => {
    const { container, reports, onSettled, onProducts } = renderCarousel({}, {}, () => httpError(503));
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    expect(onSettled.mock.calls).toEqual([['empty']]);
    expect(onProducts.mock.calls).toEqual([[0]]);
    expect(reports.map((report) => [report.message, report.context.operation, report.context.trackingContainer])).toEqual([
      ['Request failed with status code 503', 'getProductsByArticleIds', 'feature-zone-purizon'],
    ]);
  });

  it('gives up on a catalogue that does not answer within the API time-out of 10 s', async () => {
    jest.useFakeTimers();
    try {
      const { reports } = setUpPage();
      // A server that never answers; only the client's time-out (an abort) ends the request.
      jest.spyOn(window, 'fetch').mockImplementation(
        (input) =>
          new Promise((_resolve, reject) => {
            const signal = input instanceof Request ? input.signal : undefined;
            signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
          }),
      );
      const onSettled = jest.fn();
      renderTabCarousel(onSettled);
      await act(() => jest.advanceTimersByTimeAsync(9_999));
      expect(screen.getByRole('status')).toHaveTextContent('Produkte werden geladen …');
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(onSettled.mock.calls).toEqual([['empty']]);
      expect(reports.map((report) => report.context.operation)).toEqual(['getProductsByArticleIds']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders nothing for a catalogue answer without products, and reports it', async () => {
    const { container, reports, onSettled } = renderCarousel({}, {}, () => raw({ items: [] }));
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    expect(reports.map((report) => report.message)).toEqual(['The product catalogue answered without a products list']);
  });

  it('asks for nothing without product ids, and says empty', async () => {
    const { api, onSettled, onProducts, container } = renderCarousel({ productIds: [] });
    await waitFor(() => expect(onSettled.mock.calls).toEqual([['empty']]));
    expect(onProducts.mock.calls).toEqual([[0]]);
    expect(api.to(PRODUCTS)).toHaveLength(0);
    expect(container).toBeEmptyDOMElement();
  });

  it('leaves out and reports entries that are not product ids, and asks for the others', async () => {
    const productIds = ['180104', 'javascript:alert(1)', 42, '180105'] as unknown as ProductCarouselProps['productIds'];
    const { api, reports } = renderCarousel({ productIds });
    await shownRegion('Produkte von Purizon');
    expect(api.to(PRODUCTS)[0]?.url.searchParams.get('articleIds')).toBe('180104,180105');
    expect(reports.map((report) => report.message)).toEqual([
      'ProductCarousel received invalid data: "javascript:alert(1)" is not a product id; 42 is not a product id',
    ]);
  });

  it('renders 190px card images in the grid size, and never offers add to cart there', async () => {
    renderCarousel({}, { featureFlags: { 'catalog.discover.recommendations.add-to-cart.enabled': 'true' } });
    await shownRegion('Produkte von Purizon');
    expect(screen.getByRole('img', { name: 'Royal Canin Maxi Adult' })).toHaveAttribute('width', '190');
    expect(screen.getByRole('img', { name: 'Royal Canin Maxi Adult' })).toHaveAttribute('height', '190');
    expect(screen.queryByRole('button', { name: /^In den Warenkorb/ })).not.toBeInTheDocument();
  });

  it('offers add to cart in the recommendation size with its flag on', async () => {
    renderCarousel({ imageSize: 'recommendation' }, { featureFlags: { 'catalog.discover.recommendations.add-to-cart.enabled': 'true' } });
    await shownRegion('Produkte von Purizon');
    expect(screen.getAllByRole('button', { name: /^In den Warenkorb/ })).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Royal Canin Maxi Adult' })).toHaveAttribute('width', '165');
  });

  it(
    'tracks card impressions and arrow clicks with its container, and puts slot, container and page on the links',
    async () => {
      const user = userEvent.setup();
      const { tracker } = renderCarousel({ productIds: ['180104', '180101.2', '180105', '180103', '330104', '180102', '240104'] });
      await shownRegion('Produkte von Purizon');
      tracker.showAll();
      const impressions = tracker.events.filter((event) => event.event === 'IMPRESSION');
      expect(impressions.map((event) => event.target)).toEqual(
        ['1801040', '1801012', '1801050', '1801030', '3301041', '1801020', '2401040'].map((id) => ({ name: 'recommendation_product', id })),
      );
      expect(impressions[1]).toMatchObject({ context: { pageCode: 'web_home' }, data: { container: 'feature-zone-purizon', slot: 2 } });

      await user.click(screen.getByRole('button', { name: 'Nächste Elemente' }));
      await waitFor(() => expect(tracker.events.filter((event) => event.event === 'CLICK')).toHaveLength(1));
      expect(tracker.events.find((event) => event.event === 'CLICK')?.target).toEqual({ name: 'recommendation_next', id: 'feature-zone-purizon' });

      expect(Object.fromEntries(hrefOf('Wolf of Wilderness Adult "Wild Hills" Ente').searchParams)).toEqual({
        activeVariant: '180101.2',
        slot: '2',
        cn: 'feature-zone-purizon',
        pn: 'web_home',
      });
    },
    CAROUSEL_LOAD_TIMEOUT.timeout,
  );

  it('offers a skip link to the end of the carousel', async () => {
    renderCarousel();
    await shownRegion('Produkte von Purizon');
    expect(screen.getByRole('link', { name: 'Karussell überspringen' })).toHaveAttribute('href', '#skip-feature-zone-purizon-products');
    expect(document.getElementById('skip-feature-zone-purizon-products')).not.toBeNull();
  });

  it('asks again and decides again when the block gives other ids', async () => {
    const { api, rerender, onSettled } = renderCarousel({ productIds: ['180104', '180105'] });
    await shownRegion('Produkte von Purizon');
    rerender(
      <ProductCarousel
        productIds={['180104', '180105']}
        id="x"
        label="Produkte von Purizon"
        scrollCounts={SCROLL_COUNTS}
        minProducts={2}
        trackingContainer="feature-zone-purizon"
        onSettled={onSettled}
      />,
    );
    expect(api.to(PRODUCTS)).toHaveLength(1);
    rerender(
      <ProductCarousel
        productIds={['330104']}
        id="x"
        label="Produkte von Purizon"
        scrollCounts={SCROLL_COUNTS}
        minProducts={2}
        trackingContainer="feature-zone-purizon"
        onSettled={onSettled}
      />,
    );
    await waitFor(() => expect(onSettled.mock.calls).toEqual([['shown'], ['empty']]));
    expect(api.to(PRODUCTS)).toHaveLength(2);
  });
});
