import type { RecommendationSliderProps } from '@storefront/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aluTransportbox,
  conceptForLifeIndoor,
  conceptForLifeMedium,
  joseraSenior,
  juwelRio450,
  recommendationItem,
  rintiKennerfleisch,
  royalCaninMaxi,
  wolfOfWildernessWildHills,
  type ProductFixture,
} from '../test-support/catalogue-fixtures';
import { CAROUSEL_LOAD_TIMEOUT, renderOnHomepage, setUpPage, sliderFilled } from '../test-support/render-in-page';
import { RecommendationSlider } from './RecommendationSlider';

const items = (entries: Array<[ProductFixture, number]>, trackingContainer = 'container_1') =>
  entries.map(([fixture, articleIndex], index) =>
    recommendationItem(fixture, articleIndex, { trackingContainer, strategy: 'bestseller_dog', slot: index + 1 }),
  );

const sixItems = items([
  [wolfOfWildernessWildHills, 1],
  [royalCaninMaxi, 0],
  [conceptForLifeMedium, 2],
  [conceptForLifeIndoor, 0],
  [joseraSenior, 0],
  [juwelRio450, 1],
]);

/** Items as a recommender sends them, also ones that break the contract (the slider must survive them). */
async function renderSlider(recommendations: readonly unknown[], flags: Record<string, string> = {}) {
  const page = setUpPage({ featureFlags: flags });
  const onFilled = jest.fn();
  const view = renderOnHomepage(
    <RecommendationSlider
      recommendations={recommendations as RecommendationSliderProps['recommendations']}
      trackingContainer="container_1"
      caption="Bestseller für Hundefreunde"
      onFilled={onFilled}
    />,
  );
  await sliderFilled();
  return { ...page, ...view, onFilled };
}

const cardLinks = () => screen.getAllByRole('link').filter((link) => !link.getAttribute('href')?.startsWith('#'));

describe('RecommendationSlider', () => {
  it('renders nothing without recommendations', async () => {
    const { container } = await renderSlider([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when no recommended product can be bought on a card (clearance, third-party only)', async () => {
    const { container } = await renderSlider(
      items([
        [aluTransportbox, 0],
        [rintiKennerfleisch, 0],
      ]),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing and reports when recommendations is not a list', async () => {
    const { container, reports } = await renderSlider('kaputt' as unknown as unknown[]);
    expect(container).toBeEmptyDOMElement();
    expect(reports.map((report) => report.message)).toEqual(['RecommendationSlider received invalid data: recommendations is not a list']);
  });

  it('shows the caption as a heading and one card per purchasable item, each with one link named after the product', async () => {
    await renderSlider([...sixItems, ...items([[rintiKennerfleisch, 0]])]);
    expect(screen.getByRole('heading', { level: 2, name: 'Bestseller für Hundefreunde' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bestseller für Hundefreunde' })).toBeInTheDocument();
    expect(cardLinks().map((link) => link.textContent)).toEqual([
      'Wolf of Wilderness Adult "Wild Hills" Ente',
      'Royal Canin Maxi Adult',
      'Concept for Life Medium Adult',
      'Concept for Life Indoor Cats',
      'Josera Balance Senior',
      'Juwel Rio 450 LED Aquarium-Kombination',
    ]);
    expect(screen.getByRole('img', { name: 'Royal Canin Maxi Adult' })).toHaveAttribute('width', '165');
  });

  it('names the carousel with the label when the page shows its own heading instead of a caption', async () => {
    setUpPage();
    renderOnHomepage(<RecommendationSlider recommendations={sixItems} trackingContainer="dry-food-dogs" label="Trockenfutter für Hunde: Produkte" />);
    expect(screen.getByRole('region', { name: 'Trockenfutter für Hunde: Produkte' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('names the carousel with the caption when both are given, and "Produktempfehlungen" without either', async () => {
    setUpPage();
    const { rerender } = renderOnHomepage(
      <RecommendationSlider recommendations={sixItems} trackingContainer="container_1" caption="Bestseller für Hundefreunde" label="Produkte" />,
    );
    expect(screen.getByRole('region', { name: 'Bestseller für Hundefreunde' })).toBeInTheDocument();
    rerender(<RecommendationSlider recommendations={sixItems} trackingContainer="container_1" />);
    expect(screen.getByRole('region', { name: 'Produktempfehlungen' })).toBeInTheDocument();
  });

  it('tracks the arrows as recommendation_next / recommendation_previous clicks, by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    const { tracker } = await renderSlider(sixItems);
    const next = screen.getByRole('button', { name: 'Nächste Elemente' });
    await user.click(next);
    const previous = screen.getByRole('button', { name: 'Vorherige Elemente' });
    expect(previous).toBeEnabled();
    previous.focus();
    await user.keyboard('{Enter}');
    next.focus();
    await user.keyboard(' ');
    await act(async () => undefined);
    const clicks = tracker.events.filter((event) => event.event === 'CLICK');
    expect(clicks).toEqual([
      { event: 'CLICK', context: { pageCode: 'web_home' }, target: { name: 'recommendation_next', id: 'container_1' } },
      { event: 'CLICK', context: { pageCode: 'web_home' }, target: { name: 'recommendation_previous', id: 'container_1' } },
      { event: 'CLICK', context: { pageCode: 'web_home' }, target: { name: 'recommendation_next', id: 'container_1' } },
    ]);
  });

  it('tracks each card impression once, also across re-renders', async () => {
    const { tracker, rerender } = await renderSlider(sixItems);
    await act(async () => undefined);
    tracker.showAll();
    rerender(<RecommendationSlider recommendations={[...sixItems]} trackingContainer="container_1" caption="Bestseller für Hundefreunde" />);
    await act(async () => undefined);
    tracker.showAll();
    const impressions = tracker.events.filter((event) => event.event === 'IMPRESSION');
    expect(impressions.map((event) => event.target)).toEqual(
      ['1801011', '1801040', '1801032', '2401040', '1801050', '3301041'].map((id) => ({ name: 'recommendation_product', id })),
    );
    expect(impressions[0]).toMatchObject({ context: { pageCode: 'web_home' }, data: { container: 'container_1', slot: 1, trackingId: 'trk-container_1-1' } });
  });

  it('links each card with the recommender tracking parameters, slot, strategy, container, page name and activeVariant', async () => {
    await renderSlider(sixItems);
    const href = new URL(screen.getByRole('link', { name: 'Wolf of Wilderness Adult "Wild Hills" Ente' }).getAttribute('href') ?? '', 'https://www.zooplus.de');
    expect(href.pathname).toBe('/shop/hunde/hundefutter_trocken/wolf_of_wilderness/adult/180101');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      zootopia_rec: 'true',
      cn: 'container_1',
      si: '1',
      pn: 'web_home',
      pr: '180101',
      strategy: 'bestseller_dog',
      rk: '1',
      slot: '1',
      pi: '1801011',
      rri: 'rri-7f3a2c',
      activeVariant: '180101.1',
    });
    const josera = new URL(screen.getByRole('link', { name: 'Josera Balance Senior' }).getAttribute('href') ?? '', 'https://www.zooplus.de');
    expect(josera.searchParams.has('activeVariant')).toBe(false);
  });

  it('adds slot, container and page name itself when the recommender link has no parameters', async () => {
    const plain = { ...sixItems[0], product: { ...sixItems[0]?.product, link: wolfOfWildernessWildHills.path }, strategy: 'top_deals' };
    await renderSlider([plain, ...sixItems.slice(1)]);
    const href = screen.getByRole('link', { name: 'Wolf of Wilderness Adult "Wild Hills" Ente' }).getAttribute('href');
    expect(href).toBe(
      '/shop/hunde/hundefutter_trocken/wolf_of_wilderness/adult/180101?activeVariant=180101.1&slot=1&strategy=top_deals&cn=container_1&pn=web_home',
    );
  });

  it('takes the container from a page release built before the rename, which passes it as containerName only', () => {
    const plain = { ...sixItems[0], product: { ...sixItems[0]?.product, link: wolfOfWildernessWildHills.path }, strategy: 'top_deals' };
    const olderPageProps = { recommendations: [plain], containerName: 'container_3' } as unknown as RecommendationSliderProps;
    setUpPage();
    renderOnHomepage(<RecommendationSlider {...olderPageProps} />);
    const href = screen.getByRole('link', { name: 'Wolf of Wilderness Adult "Wild Hills" Ente' }).getAttribute('href');
    expect(new URL(href ?? '', 'https://www.zooplus.de').searchParams.get('cn')).toBe('container_3');
  });

  it('renders no link for an unsafe product link, and reports broken items while showing the rest', async () => {
    const unsafe = { ...sixItems[1], product: { ...sixItems[1]?.product, link: 'javascript:alert(1)' } };
    const { reports } = await renderSlider([sixItems[0], unsafe, { product: null, article: { id: 1 } }, ...sixItems.slice(2)]);
    expect(screen.queryByRole('link', { name: 'Royal Canin Maxi Adult' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Royal Canin Maxi Adult' })).toBeInTheDocument();
    expect(reports.map((report) => report.message)).toEqual(['RecommendationSlider received invalid data: recommendation 2: product is not an object']);
  });

  it('shows the empty marker when rendering fails, and reports it', async () => {
    const broken = Object.defineProperty({ ...sixItems[0] }, 'product', {
      get() {
        throw new Error('product getter failed');
      },
    });
    const { container, reports, onFilled } = await renderSlider([broken]);
    expect(within(container).getByTestId('recommendation-slider-error')).toBeEmptyDOMElement();
    expect(reports[0]).toMatchObject({ message: 'product getter failed', context: { block: 'RecommendationSlider:container_1' } });
    // A page holding its place for the slider stops waiting.
    expect(onFilled).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['on', { 'catalog.discover.recommendations.add-to-cart.enabled': 'true' }, 6],
    ['off', { 'catalog.discover.recommendations.add-to-cart.enabled': 'false' }, 0],
  ])('offers add to cart on every card only with its flag %s', async (_case, flags, buttons) => {
    await renderSlider(sixItems, flags);
    expect(screen.queryAllByRole('button', { name: /^In den Warenkorb/ })).toHaveLength(buttons);
  });

  it.each([
    ['16px (scale 1): four cards', '16px', 4],
    ['24px (scale 1.5): three cards', '24px', 3],
    ['32px (scale 2): two cards', '32px', 2],
  ])('sizes the slides by the root font size at 1024px: %s', async (_case, fontSize, perView) => {
    document.documentElement.style.fontSize = fontSize;
    try {
      const { container } = await renderSlider(sixItems);
      // Before swiper runs, CSS lays the slides out from the number per view; swiper then sets their widths.
      expect(container.querySelector<HTMLElement>('.swiper')?.style.getPropertyValue('--sf-carousel-per-view')).toBe(String(perView));
      await userEvent.hover(screen.getAllByRole('article')[0] as HTMLElement);
      await waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull(), CAROUSEL_LOAD_TIMEOUT);
      const slide = container.querySelector<HTMLElement>('.swiper-slide');
      // 12 px between two product cards (product-card-gap.ts).
      expect(slide?.style.width).toBe(`${(1000 - 12 * (perView - 1)) / perView}px`);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });
});
