import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchemaCart } from '@storefront/contracts';
import type { ErrorReport } from '@storefront/platform';
import { collectReports, deferred, fakeBackend, httpError, json, raw, setUpPlatform, type ReplyFor, type RouteHandlers } from '@storefront/test-support';
import { priceObject, royalCaninMaxi, wolfOfWildernessWildHills } from '../test-support/catalogue-fixtures';
import { ProductCard } from '../card/ProductCard';

const ADD_TO_CART_ON = { 'catalog.discover.recommendations.add-to-cart.enabled': 'true' };
const CHANGE_QUANTITY = 'POST /v2/cart/change-article-quantity';
let reports: ErrorReport[];

/** An empty cart at the given version. */
function cart(cartVersion: number): SchemaCart {
  return { cartVersion, items: [], itemCount: 0, total: priceObject(0) };
}

beforeEach(() => {
  setUpPlatform({ featureFlags: ADD_TO_CART_ON });
  reports = collectReports();
});

function renderCard() {
  render(<ProductCard product={wolfOfWildernessWildHills} variantId="180101.1" imageSize="recommendation" />);
  return screen.getByRole('button', { name: 'In den Warenkorb: Wolf of Wilderness Adult "Wild Hills" Ente' });
}

describe('add to cart on a recommendation card', () => {
  it('reads the cart version, then changes the article quantity by 1 with the active offer, loading meanwhile', async () => {
    const user = userEvent.setup();
    const change = deferred<ReplyFor<typeof CHANGE_QUANTITY>>();
    const backend = fakeBackend({
      'GET /v2/cart': () => json(cart(17)),
      [CHANGE_QUANTITY]: () => change.promise,
    });
    const button = renderCard();
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Wird hinzugefügt …');
    await user.click(button);
    await act(async () => change.resolve(json(cart(18))));
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toHaveTextContent('In den Warenkorb');
    expect(screen.getByRole('status')).toHaveTextContent('Wolf of Wilderness Adult "Wild Hills" Ente liegt jetzt im Warenkorb.');
    expect(backend.to('GET /v2/cart')).toHaveLength(1);
    const posts = backend.to(CHANGE_QUANTITY);
    expect(posts.map((request) => request.body)).toEqual([
      { articleId: 1801011, quantity: 1, cartVersion: 17, offerIds: ['1P_ABD.1801011_1'], popover: false },
    ]);
    expect(posts[0]?.headers.get('x-caller')).toBe('pet-storefront-web/mf-recommendations');
    expect(reports).toEqual([]);
  });

  it.each<[string, RouteHandlers, string]>([
    ['the change fails', { 'GET /v2/cart': () => json(cart(4)), [CHANGE_QUANTITY]: () => httpError(500) }, 'Request failed with status code 500'],
    ['the cart answers without a version', { 'GET /v2/cart': () => raw({}) }, 'The cart answered without a cartVersion'],
    ['the cart version is not an integer', { 'GET /v2/cart': () => raw({ cartVersion: '17' }) }, 'The cart answered without a cartVersion'],
  ])('clears the loading state silently and reports when %s', async (_case, routes, message) => {
    const user = userEvent.setup();
    fakeBackend(routes);
    const button = renderCard();
    await user.click(button);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toHaveAccessibleName('In den Warenkorb: Wolf of Wilderness Adult "Wild Hills" Ente');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reports.map((report) => report.message)).toEqual([message]);
    expect(reports[0]?.context).toMatchObject({
      operation: 'addArticleToCart',
      fragment: 'mf-recommendations',
      articleId: 1801011,
      offerId: '1P_ABD.1801011_1',
    });
  });

  it('sells the single offer of a retail product', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend({
      'GET /v2/cart': () => json(cart(9)),
      [CHANGE_QUANTITY]: () => json(cart(10)),
    });
    render(<ProductCard product={royalCaninMaxi} imageSize="recommendation" />);
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb: Royal Canin Maxi Adult' }));
    await screen.findByText('Royal Canin Maxi Adult liegt jetzt im Warenkorb.');
    expect(backend.to(CHANGE_QUANTITY)[0]?.body).toEqual({
      articleId: 1801040,
      quantity: 1,
      cartVersion: 9,
      offerIds: ['1P.1801040'],
      popover: false,
    });
  });
});
