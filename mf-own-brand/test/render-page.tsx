import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { RecommendationSliderProps } from '@storefront/contracts';
import type { ErrorReport } from '@storefront/platform';
import {
  afterThisTest,
  collectReports,
  fakeBackend,
  installFakeTracker,
  json,
  provideRemoteModule,
  setUpPlatform,
  type FakeBackend,
  type FakeTracker,
  type ReplyFor,
  type RouteHandler,
  type RouteRequest,
} from '@storefront/test-support';
import { useTracking } from '@storefront/ui';
import { Root } from '../src/Root';
import { catalogueProduct, ownBrandAnswer, PRODUCTS, RECOMMENDATIONS } from './own-brand-fixtures';

/**
 * mf-recommendations' slider as the fake federation runtime gives it: shows what it was given (and the page code of
 * the tracking context it renders in), so the tests see what the page passes to the remote slider.
 */
export function FakeRecommendationSlider(props: RecommendationSliderProps) {
  const { pageCode } = useTracking();
  return (
    <section aria-label={props.label} data-testid="recommendation-slider">
      <p>{`${props.recommendations.length} Empfehlungen aus ${props.trackingContainer}`}</p>
      <p>{`${props.slidesPerViewXl ?? '-'} pro Ansicht, Seite ${pageCode ?? '-'}, id ${props.id ?? '-'}`}</p>
      <p>{`${props.catalogProducts?.length ?? 'keine'} Katalogprodukte`}</p>
      <p>{props.placeHeld ? ', Platz gehalten' : ', Platz offen'}</p>
    </section>
  );
}

/** The catalogue answers every asked article with a product holding it. */
export function catalogueAnswer({ url }: RouteRequest<typeof PRODUCTS>): ReplyFor<typeof PRODUCTS> {
  const ids = (url.searchParams.get('articleIds') ?? '').split(',').map(Number);
  return json({ products: ids.map(catalogueProduct), total: ids.length, page: 1, size: ids.length });
}

export interface OwnBrandTestPage {
  backend: FakeBackend;
  tracker: FakeTracker;
  reports: ErrorReport[];
  scrollIntoView: jest.Mock;
}

export interface PageOptions {
  url?: string;
  recommendations?: RouteHandler<typeof RECOMMENDATIONS>;
  products?: RouteHandler<typeof PRODUCTS>;
}

/**
 * Sets up the page as the shell would (platform, fake tracker, the remote slider) at `url`, with a backend that
 * answers the sample-like own-brand answer and the catalogue, and records scrollIntoView calls.
 */
export function setUpOwnBrandPage({
  url = '/eigenmarken',
  recommendations = () => json(ownBrandAnswer()),
  products = catalogueAnswer,
}: PageOptions = {}): OwnBrandTestPage {
  setUpPlatform();
  window.history.replaceState(null, '', url);
  afterThisTest(() => window.history.replaceState(null, '', '/'));
  provideRemoteModule('mf_recommendations/RecommendationSlider', { default: FakeRecommendationSlider });
  const scrollIntoView = jest.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, writable: true, value: scrollIntoView });
  afterThisTest(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });
  const reports = collectReports();
  const tracker = installFakeTracker();
  const backend = fakeBackend({ [RECOMMENDATIONS]: recommendations, [PRODUCTS]: products });
  return { backend, tracker, reports, scrollIntoView };
}

export function renderOwnBrandPage() {
  return render(<Root />);
}

/** Sets the page up, renders it and waits for its tabs: the start of most tests. */
export async function openOwnBrandPage(options: PageOptions = {}): Promise<OwnBrandTestPage & ReturnType<typeof renderOwnBrandPage>> {
  const page = setUpOwnBrandPage(options);
  const view = renderOwnBrandPage();
  await waitForTabs();
  return { ...page, ...view };
}

/** Waits until the tabs are shown (the recommendations, the products and the remote slider have arrived). */
export async function waitForTabs(): Promise<void> {
  await screen.findByRole('tablist', { name: 'Eigenmarken nach Tierart' });
  await waitFor(() => expect(screen.queryAllByTestId('recommendation-slider').length).toBeGreaterThan(0));
}

/** The recommender call of spec section 7 for the own-brand page, for this visitor, naming the fragment in x-caller. */
export function expectOwnBrandRecommenderCall(
  request: RouteRequest<typeof RECOMMENDATIONS> | undefined,
  visitor: { userId: string; customerId: string },
): void {
  expect(request?.url.pathname).toBe('/v4/sites/1/de/pages/ob_landing/recommendations');
  expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
    user_id: visitor.userId,
    customer_id: visitor.customerId,
    owner: 'customer-growth',
    block_code: 'ObfRecommendations',
  });
  expect(request?.headers.get('x-caller')).toBe('pet-storefront-web/mf-own-brand');
}

export function activePanel(): HTMLElement {
  return screen.getByRole('tabpanel');
}

/** The category headings of the active tab, in order. */
export function categoryHeadings(): string[] {
  return within(activePanel())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

export function chips(): HTMLElement[] {
  return within(activePanel())
    .getAllByRole('link')
    .filter((link) => link.classList.contains('ob-chip'));
}

/** Goes back in the history as the browser does: the URL changes, then popstate fires. */
export async function goBack(url: string): Promise<void> {
  await act(async () => {
    window.history.replaceState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}
