import { act } from 'react';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FirstViewRequest, JsonValue, StorefrontConfig } from '@storefront/contracts';
import { getStorefrontConfig } from '@storefront/platform';
import { httpError, putFirstViewIntoDocument, setViewportWidth } from '@storefront/test-support';
import { ownBrandAnswer, PRODUCTS, RECOMMENDATIONS } from '../../test/own-brand-fixtures';
import { activePanel, categoryHeadings, chips, expectOwnBrandRecommenderCall, setUpOwnBrandPage, type OwnBrandTestPage } from '../../test/render-page';
import { ownBrandFirstView, type OwnBrandFirstViewState } from '../first-view/own-brand-first-view';
import { prepareFirstView } from '../first-view/prepare-first-view';
import { Root } from '../Root';
import { renderFirstView } from './first-view';

const CAT_CAPTIONS = ['Trockenfutter für Katzen', 'Nassfutter für Katzen', 'Katzensnacks'];
const DOG_CAPTIONS = ['Trockenfutter für Hunde', 'Nassfutter für Hunde', 'Hundesnacks'];

let page: OwnBrandTestPage;
let config: StorefrontConfig;
let root: ReactRoot | undefined;

beforeEach(() => {
  page = setUpOwnBrandPage();
  config = getStorefrontConfig();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  ownBrandFirstView.provide(undefined);
  document.body.innerHTML = '';
});

const render = (request: Partial<FirstViewRequest> = {}) =>
  renderFirstView({ pathname: '/eigenmarken', search: '', device: 'mobile', config, cookies: {}, ...request });

/** The images of the first category's banners, desktop then mobile. */
const firstBannerImages = () => [...(document.querySelector('.ob-category')?.querySelectorAll('.ob-banner img') ?? [])];

describe("the own-brand page's first view rendered on the server", () => {
  it("renders the heading, the tabs, the chips and each category's heading and banners; the sliders keep their places", async () => {
    const view = await render();
    document.body.innerHTML = view?.html ?? '';
    expect(screen.getByRole('heading', { level: 1, name: 'Unsere Eigenmarken' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Katze' })).toHaveAttribute('aria-selected', 'true');
    expect(categoryHeadings()).toEqual(CAT_CAPTIONS);
    expect(chips().map((chip) => chip.textContent)).toEqual(CAT_CAPTIONS);
    expect(activePanel().querySelectorAll('.ob-category__slider[aria-busy="true"]')).toHaveLength(CAT_CAPTIONS.length);
    expect(document.getElementById('recommendation')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByTestId('recommendation-slider')).toBeNull();
    // The state is the recommender's answer: the browser starts from the same categories.
    expect(view?.state).toEqual({ device: 'mobile', petType: 'cat', answer: ownBrandAnswer() as unknown as JsonValue });
    expect(page.backend.to(PRODUCTS)).toEqual([]);
  });

  it("loads the first category's phone banner at once and first, the desktop banner not at all on a phone", async () => {
    document.body.innerHTML = (await render())?.html ?? '';
    const [desktop, mobile] = firstBannerImages();
    expect(mobile).toHaveAttribute('loading', 'eager');
    expect(mobile).toHaveAttribute('fetchpriority', 'high');
    expect(desktop).toHaveAttribute('loading', 'lazy');
    expect(desktop).not.toHaveAttribute('fetchpriority');
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    expect(document.querySelectorAll('img[loading="eager"]')).toHaveLength(1);
  });

  it("renders for any width both banners of each category, CSS showing the window's; the first ones fetched first", async () => {
    const view = await render({ device: 'responsive' });
    expect(view?.state).toEqual({ device: 'responsive', petType: 'cat', answer: ownBrandAnswer() as unknown as JsonValue });
    document.body.innerHTML = view?.html ?? '';
    expect(categoryHeadings()).toEqual(CAT_CAPTIONS);
    const [desktop, mobile] = firstBannerImages();
    expect(desktop?.closest('.ob-banner')).toHaveClass('ob-banner--desktop');
    expect(mobile?.closest('.ob-banner')).toHaveClass('ob-banner--mobile');
    // Lazy: the banner of the width the window does not show (display: none) is never downloaded.
    [desktop, mobile].forEach((image) => {
      expect(image).toHaveAttribute('fetchpriority', 'high');
      expect(image).toHaveAttribute('loading', 'lazy');
    });
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(2);
  });

  it('renders the tab the URL names', async () => {
    document.body.innerHTML = (await render({ search: '?type=dog' }))?.html ?? '';
    expect(screen.getByRole('tab', { name: 'Hund' })).toHaveAttribute('aria-selected', 'true');
    expect(categoryHeadings()).toEqual(DOG_CAPTIONS);
  });

  it('asks the recommender as the browser does, for the shopper the cookies name', async () => {
    await render({ cookies: { cid: '53284711', zt_id: 'zt-4f1c2a9e-anna', other: 'x' } });
    const [request] = page.backend.to(RECOMMENDATIONS);
    expectOwnBrandRecommenderCall(request, { userId: 'zt-4f1c2a9e-anna', customerId: '53284711' });
  });

  it('renders none for another path, nor when the recommender fails (reported)', async () => {
    expect(await render({ pathname: '/' })).toBeUndefined();
    expect(page.backend.requests).toEqual([]);
    page = setUpOwnBrandPage({ recommendations: () => httpError(503) });
    expect(await render()).toBeUndefined();
    expect(page.reports.map((report) => report.context.operation)).toContain('getRecommendationsV4');
  });
});

describe("the browser taking over the server's first view", () => {
  /** Hydrates the slot's server markup: neither React nor the console reports a mismatch. */
  async function hydrateWithoutMismatch(): Promise<void> {
    const errors: unknown[] = [];
    const consoleErrors = jest.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(document.getElementById('slot') as HTMLElement, <Root />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
  }

  it('hydrates it as it is: the same elements, no mismatch, no second recommender call; then the sliders and the tabs work', async () => {
    const view = await render({ search: '?type=dog' });
    window.history.replaceState(null, '', '/eigenmarken?type=dog');
    putFirstViewIntoDocument('mf-own-brand', view?.html ?? '', view?.state);
    const serverHeading = screen.getByRole('heading', { level: 2, name: DOG_CAPTIONS[0] });
    const requestsBefore = page.backend.requests.length;
    await prepareFirstView();
    expect(ownBrandFirstView.has()).toBe(true);
    await hydrateWithoutMismatch();
    expect(screen.getByRole('heading', { level: 2, name: DOG_CAPTIONS[0] })).toBe(serverHeading);
    // Only the catalogue's products are asked for; then each slider shows.
    await waitFor(() => expect(within(activePanel()).getAllByTestId('recommendation-slider')).toHaveLength(DOG_CAPTIONS.length));
    expect(page.backend.requests.slice(requestsBefore).map((request) => request.route)).toEqual([PRODUCTS]);
    expect(ownBrandFirstView.has()).toBe(false);

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Katze' }));
    expect(categoryHeadings()).toEqual(CAT_CAPTIONS);
    expect(window.location.search).toBe('?type=cat');
  });

  it.each([1920, 1024, 360])('hydrates the responsive first view in a window %i px wide as it is, without a mismatch', async (width) => {
    setViewportWidth(width);
    const view = await render({ device: 'responsive' });
    window.history.replaceState(null, '', '/eigenmarken');
    putFirstViewIntoDocument('mf-own-brand', view?.html ?? '', view?.state);
    const serverHeading = screen.getByRole('heading', { level: 2, name: CAT_CAPTIONS[0] });
    const serverBanners = firstBannerImages();
    const requestsBefore = page.backend.requests.length;
    await prepareFirstView();
    await hydrateWithoutMismatch();
    expect(screen.getByRole('heading', { level: 2, name: CAT_CAPTIONS[0] })).toBe(serverHeading);
    expect(firstBannerImages()).toEqual(serverBanners);
    await waitFor(() => expect(within(activePanel()).getAllByTestId('recommendation-slider')).toHaveLength(CAT_CAPTIONS.length));
    expect(page.backend.requests.slice(requestsBefore).map((request) => request.route)).toEqual([PRODUCTS]);
  });

  it('provides nothing to hydrate without a state, with a malformed one or with an answer without entries (reported)', async () => {
    await prepareFirstView();
    expect(ownBrandFirstView.has()).toBe(false);
    putFirstViewIntoDocument('mf-own-brand', '<p>Eigenmarken</p>', { device: 'tablet', petType: 'cat', answer: ownBrandAnswer() });
    await prepareFirstView();
    expect(ownBrandFirstView.has()).toBe(false);
    putFirstViewIntoDocument('mf-own-brand', '<p>Eigenmarken</p>', { device: 'mobile', petType: 'cat', answer: { containers: 'keine' } } satisfies Omit<
      OwnBrandFirstViewState,
      'answer'
    > & { answer: unknown });
    await prepareFirstView();
    expect(ownBrandFirstView.has()).toBe(false);
    expect(page.reports.map((report) => report.message)).toEqual([
      'The first view state in the document is malformed',
      'getRecommendationsV4 answered a malformed body: containers: Invalid type: Expected Array but received "keine"',
    ]);
  });
});
