import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_LENGTH_PENDING_ATTRIBUTE } from '@storefront/contracts';
import { loadRemoteModule } from '@storefront/platform';
import {
  afterThisTest,
  clearAllCookies,
  deferred,
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  json,
  logIn,
  type ReplyFor,
} from '@storefront/test-support';
import { ownBrandAnswer, PRODUCTS, RECOMMENDATIONS, SAMPLE_CATEGORIES } from '../test/own-brand-fixtures';
import {
  activePanel,
  catalogueAnswer,
  categoryHeadings,
  chips,
  expectOwnBrandRecommenderCall,
  renderOwnBrandPage,
  setUpOwnBrandPage,
  openOwnBrandPage,
} from '../test/render-page';

afterEach(() => clearAllCookies());

const CAT_CAPTIONS = ['Trockenfutter für Katzen', 'Nassfutter für Katzen', 'Katzensnacks'];
const DOG_CAPTIONS = ['Trockenfutter für Hunde', 'Nassfutter für Hunde', 'Hundesnacks'];

const tab = (name: 'Katze' | 'Hund') => screen.getByRole('tab', { name });

describe('loading', () => {
  it('shows the heading at once, the tabs and banners with the recommendations, each slider once the catalogue has answered too', async () => {
    afterThisTest(installFakeIntersectionObserver());
    const recommendations = deferred<ReplyFor<typeof RECOMMENDATIONS>>();
    const products = deferred<ReplyFor<typeof PRODUCTS>>();
    const { backend } = setUpOwnBrandPage({ recommendations: () => recommendations.promise, products: () => products.promise });
    renderOwnBrandPage();

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Unsere Eigenmarken']);
    expect(screen.getByRole('status')).toHaveTextContent('Eigenmarken werden geladen …');
    expect(screen.getByTestId('own-brand-loading')).toBeInTheDocument();
    expect(document.getElementById('recommendation')).toHaveAttribute('aria-busy', 'true');
    // The page does not know its length yet: the shell keeps its footer back (issue 34).
    expect(document.querySelector('.ob-page')).toHaveAttribute(PAGE_LENGTH_PENDING_ATTRIBUTE);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    // The categories are known: tabs, chips, headings and banners show; the sliders keep their places, busy, until
    // the catalogue's products are there (a card's price or badge never changes once shown).
    await act(async () => recommendations.resolve(json(ownBrandAnswer())));
    await screen.findByRole('tablist', { name: 'Eigenmarken nach Tierart' });
    expect(backend.to(PRODUCTS)).toHaveLength(1);
    expect(screen.queryByTestId('own-brand-loading')).not.toBeInTheDocument();
    // Every category's place is there, each slider holding its height: the page has its length.
    expect(document.querySelector('.ob-page')).not.toHaveAttribute(PAGE_LENGTH_PENDING_ATTRIBUTE);
    expect(categoryHeadings()).toEqual(CAT_CAPTIONS);
    expect(within(activePanel()).getAllByRole('link', { name: 'Trockenfutter für Katzen unserer Eigenmarken' })).toHaveLength(1);
    // Every section is in view, so only the catalogue's answer holds the sliders back.
    const sections = Array.from(activePanel().querySelectorAll<HTMLElement>('.ob-category'));
    await waitFor(() => expect(sections.filter((section) => FakeIntersectionObserver.observersOf(section).length > 0)).toHaveLength(CAT_CAPTIONS.length));
    act(() => sections.forEach((section) => FakeIntersectionObserver.setVisibleRatio(section, 1)));
    // The slider's fragment has loaded: a slider rendered now would show.
    await act(() => loadRemoteModule('mf_recommendations/RecommendationSlider'));
    expect(within(activePanel()).queryAllByTestId('recommendation-slider')).toEqual([]);
    expect(activePanel().querySelectorAll('.ob-category__slider[aria-busy="true"]')).toHaveLength(CAT_CAPTIONS.length);

    await act(async () => products.resolve(catalogueAnswer(backend.to(PRODUCTS)[0]!)));
    await waitFor(() => expect(within(activePanel()).getAllByTestId('recommendation-slider')).toHaveLength(CAT_CAPTIONS.length));
    expect(within(activePanel()).getAllByText('39 Katalogprodukte')).toHaveLength(CAT_CAPTIONS.length);
    expect(activePanel().querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(document.getElementById('recommendation')).toHaveAttribute('aria-busy', 'false');
  });

  it("renders a category's slider only once its section nears the view, and keeps it when the shopper scrolls on", async () => {
    afterThisTest(installFakeIntersectionObserver());
    const products = deferred<ReplyFor<typeof PRODUCTS>>();
    const { backend } = setUpOwnBrandPage({ products: () => products.promise });
    renderOwnBrandPage();
    await screen.findByRole('tablist', { name: 'Eigenmarken nach Tierart' });
    await act(async () => products.resolve(catalogueAnswer(backend.to(PRODUCTS)[0]!)));
    const sections = Array.from(activePanel().querySelectorAll<HTMLElement>('.ob-category'));
    expect(sections).toHaveLength(CAT_CAPTIONS.length);
    // Whether the section's place still waits (busy, nothing in it) or holds its slider.
    const waiting = () => sections.map((section) => section.querySelector('.ob-category__slider')?.getAttribute('aria-busy') === 'true');
    // The catalogue has answered, but no section has come near yet: each place is kept, busy, with nothing in it.
    expect(waiting()).toEqual([true, true, true]);
    expect(within(activePanel()).queryAllByTestId('recommendation-slider')).toEqual([]);

    act(() => FakeIntersectionObserver.setVisibleRatio(sections[0]!, 0.2));
    expect(waiting()).toEqual([false, true, true]);
    await within(sections[0]!).findByTestId('recommendation-slider');
    act(() => FakeIntersectionObserver.setVisibleRatio(sections[1]!, 0.2));
    act(() => FakeIntersectionObserver.setVisibleRatio(sections[0]!, 0));
    expect(waiting()).toEqual([false, false, true]);
    await within(sections[1]!).findByTestId('recommendation-slider');
    expect(within(sections[0]!).getByTestId('recommendation-slider')).toBeInTheDocument();
    expect(within(sections[2]!).queryByTestId('recommendation-slider')).not.toBeInTheDocument();
  });

  it('looks for the sections in view until the shopper scrolls, then 600 px ahead', async () => {
    afterThisTest(installFakeIntersectionObserver());
    const margins: Array<string | undefined> = [];
    window.IntersectionObserver = class extends FakeIntersectionObserver {
      constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit = {}) {
        super(callback, init);
        margins.push(init.rootMargin);
      }
    };
    setUpOwnBrandPage();
    renderOwnBrandPage();
    await screen.findByRole('tablist', { name: 'Eigenmarken nach Tierart' });
    await waitFor(() => expect(margins).toHaveLength(CAT_CAPTIONS.length));
    expect(new Set(margins)).toEqual(new Set(['0px 0px 0px 0px']));
    margins.length = 0;
    afterThisTest(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(margins).toHaveLength(CAT_CAPTIONS.length));
    expect(new Set(margins)).toEqual(new Set(['600px 0px 600px 0px']));
  });

  it("gives only the first category's banners a high fetch priority", async () => {
    await openOwnBrandPage();
    const priorities = Array.from(activePanel().querySelectorAll('.ob-category'), (section) =>
      Array.from(section.querySelectorAll('.ob-banner img'), (image) => image.getAttribute('fetchpriority') ?? 'auto').join(' '),
    );
    expect(priorities).toEqual(['high high', 'auto auto', 'auto auto']);
  });

  it('asks the recommender for the own-brand page with every input of spec section 7, then the catalogue for the shown articles', async () => {
    logIn('53284711', 'zt-4f1c2a9e-anna');
    const { backend } = await openOwnBrandPage();

    const [request] = backend.to(RECOMMENDATIONS);
    expectOwnBrandRecommenderCall(request, { userId: 'zt-4f1c2a9e-anna', customerId: '53284711' });

    // Every article of the six categories with a slider, once; none of the litter category (4 items, no slider).
    const shown = ownBrandAnswer()
      .containers.filter((entry) => entry.recommendations.length > 4)
      .flatMap((entry) => entry.recommendations.map((item) => item.article.id));
    expect(backend.to(PRODUCTS)).toHaveLength(1);
    expect(backend.to(PRODUCTS)[0]?.url.searchParams.get('articleIds')).toBe(shown.join(','));
    expect(backend.requests).toHaveLength(2);
  });

  it('leaves the ids out that an anonymous visitor does not have', async () => {
    const { backend } = await openOwnBrandPage();
    expect(Object.fromEntries(backend.to(RECOMMENDATIONS)[0]?.url.searchParams ?? [])).toEqual({
      owner: 'customer-growth',
      block_code: 'ObfRecommendations',
    });
  });
});

describe('tabs', () => {
  it.each<[string, 'Katze' | 'Hund', string[]]>([
    ['/eigenmarken?type=dog', 'Hund', DOG_CAPTIONS],
    ['/eigenmarken?type=cat', 'Katze', CAT_CAPTIONS],
    ['/eigenmarken', 'Katze', CAT_CAPTIONS],
    ['/eigenmarken?type=%3Cimg%20src%3Dx%3E', 'Katze', CAT_CAPTIONS],
    ['/eigenmarken?type=dog#recommendation', 'Hund', DOG_CAPTIONS],
  ])('at %s selects the %s tab and shows its categories with sliders', async (url, selected, captions) => {
    await openOwnBrandPage({ url });
    const other = selected === 'Hund' ? 'Katze' : 'Hund';
    expect(tab(selected)).toHaveAttribute('aria-selected', 'true');
    expect(tab(other)).toHaveAttribute('aria-selected', 'false');
    expect(activePanel()).toHaveAccessibleName(selected);
    expect(categoryHeadings()).toEqual(captions);
    expect(chips().map((chip) => chip.textContent)).toEqual(captions);
  });

  it('controls one panel each, with one tab stop', async () => {
    await openOwnBrandPage({ url: '/eigenmarken?type=dog' });
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Eigenmarken nach Tierart');
    expect(tab('Hund')).toHaveAttribute('tabindex', '0');
    expect(tab('Katze')).toHaveAttribute('tabindex', '-1');
    expect(tab('Hund').getAttribute('aria-controls')).toBe(activePanel().id);
    const catPanel = document.getElementById(tab('Katze').getAttribute('aria-controls') ?? '');
    expect(catPanel).toHaveAttribute('role', 'tabpanel');
    expect(catPanel).not.toBeVisible();
    expect(catPanel).toBeEmptyDOMElement();
  });

  it('gives every category slider its recommendations, 5 per view on extra-large screens, this page code, the catalogue products and its held place', async () => {
    await openOwnBrandPage();
    const sliders = within(activePanel()).getAllByTestId('recommendation-slider');
    // The page asks the catalogue once for all shown articles and gives each slider that list (9+6+5 cat, 8+6+5 dog).
    expect(sliders.map((slider) => slider.textContent)).toEqual(
      SAMPLE_CATEGORIES.slice(0, 3).map(
        ({ id, items }) => `${items} Empfehlungen aus ${id}5 pro Ansicht, Seite web_ob_landing, id ob-${id}39 Katalogprodukte, Platz gehalten`,
      ),
    );
    expect(sliders.map((slider) => slider.getAttribute('aria-label'))).toEqual(CAT_CAPTIONS.map((caption) => `${caption}: Produkte`));
  });

  it('switches tabs on click: the URL gets the type in a new history entry, without a reload, and back restores the tab', async () => {
    const user = userEvent.setup();
    const { tracker } = await openOwnBrandPage({ url: '/eigenmarken?utm_source=newsletter#recommendation' });
    const entries = window.history.length;

    await user.click(tab('Hund'));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/eigenmarken?utm_source=newsletter&type=dog#recommendation');
    expect(window.history.length).toBe(entries + 1);
    expect(tab('Hund')).toHaveAttribute('aria-selected', 'true');
    expect(categoryHeadings()).toEqual(DOG_CAPTIONS);
    expect(tracker.events.filter((event) => event.event === 'CLICK')).toEqual([
      { event: 'CLICK', context: { pageCode: 'web_ob_landing' }, target: { name: 'own_brand_tab', id: 'dog' } },
    ]);

    act(() => window.history.back());
    await waitFor(() => expect(tab('Katze')).toHaveAttribute('aria-selected', 'true'));
    expect(window.location.search).toBe('?utm_source=newsletter');
    expect(categoryHeadings()).toEqual(CAT_CAPTIONS);

    act(() => window.history.forward());
    await waitFor(() => expect(tab('Hund')).toHaveAttribute('aria-selected', 'true'));
  });

  it('adds no history entry for the tab that is already selected', async () => {
    const user = userEvent.setup();
    const { tracker } = await openOwnBrandPage({ url: '/eigenmarken?type=cat' });
    const entries = window.history.length;
    await user.click(tab('Katze'));
    expect(window.history.length).toBe(entries);
    expect(tracker.events).toEqual([]);
  });

  it('is keyboard usable: arrows move and wrap, Home and End, each choosing the focused tab', async () => {
    const user = userEvent.setup();
    await openOwnBrandPage();

    await user.tab();
    expect(tab('Katze')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Hund')).toHaveFocus();
    expect(tab('Hund')).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('?type=dog');
    await user.keyboard('{ArrowRight}');
    expect(tab('Katze')).toHaveFocus();
    expect(window.location.search).toBe('?type=cat');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Hund')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Katze')).toHaveFocus();
    expect(tab('Katze')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Hund')).toHaveFocus();
    expect(categoryHeadings()).toEqual(DOG_CAPTIONS);

    // One tab stop: the next Tab leaves the tab list for the first chip of the panel.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Trockenfutter für Hunde' })).toHaveFocus();
  });

  it('follows the URL when the shell navigates to the page with another type', async () => {
    await openOwnBrandPage({ url: '/eigenmarken?type=dog' });
    await act(async () => {
      window.history.pushState(null, '', '/eigenmarken');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(tab('Katze')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('arriving with #recommendation', () => {
  it('lands on the recommendations area once it is there', async () => {
    const { scrollIntoView } = await openOwnBrandPage({ url: '/eigenmarken?type=dog#recommendation' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('recommendation'));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('does not scroll without the anchor', async () => {
    const { scrollIntoView } = await openOwnBrandPage({ url: '/eigenmarken?type=dog' });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
