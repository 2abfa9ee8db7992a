import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureLocalPlatform, onErrorReported, type ErrorReport } from '@storefront/platform';
import { royalCaninMaxi, wolfOfWildernessWildHills } from '../test-support/catalogue-fixtures';
import { deferred, fakeBackend, type Answer } from '../test-support/fake-backend';
import { ProductCard } from '../card/ProductCard';

const ADD_TO_CART_ON = { 'catalog.discover.recommendations.add-to-cart.enabled': 'true' };
let reports: ErrorReport[] = [];
let stopListening: () => void = () => undefined;

beforeEach(() => {
  configureLocalPlatform({ featureFlags: ADD_TO_CART_ON });
  reports = [];
  stopListening = onErrorReported((report) => reports.push(report));
});
afterEach(() => stopListening());

function renderCard() {
  render(<ProductCard product={wolfOfWildernessWildHills} variantId="180101.1" imageSize="recommendation" />);
  return screen.getByRole('button', { name: 'In den Warenkorb: Wolf of Wilderness Adult "Wild Hills" Ente' });
}

describe('add to cart on a recommendation card', () => {
  it('reads the cart version, then changes the article quantity by 1 with the active offer, loading meanwhile', async () => {
    const user = userEvent.setup();
    const change = deferred<Answer>();
    const backend = fakeBackend({
      'GET /v2/cart': () => ({ body: { cartVersion: 17, articles: [] } }),
      'POST /v2/cart/change-article-quantity': () => change.promise,
    });
    const button = renderCard();
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Wird hinzugefügt …');
    await user.click(button);
    await act(async () => change.resolve({ body: { cartVersion: 18 } }));
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toHaveTextContent('In den Warenkorb');
    expect(screen.getByRole('status')).toHaveTextContent('Wolf of Wilderness Adult "Wild Hills" Ente liegt jetzt im Warenkorb.');
    expect(backend.to('GET /v2/cart')).toHaveLength(1);
    const posts = backend.to('POST /v2/cart/change-article-quantity');
    expect(posts.map((request) => request.body)).toEqual([
      { articleId: 1801011, quantity: 1, cartVersion: 17, offerIds: ['1P_ABD.1801011_1'] },
    ]);
    expect(posts[0]?.headers.get('x-caller')).toBe('pet-storefront-web/mf-recommendations');
    expect(reports).toEqual([]);
  });

  it.each([
    ['the change fails', { 'GET /v2/cart': () => ({ body: { cartVersion: 4 } }), 'POST /v2/cart/change-article-quantity': () => ({ status: 500, body: { message: 'down' } }) }, 'Request failed with status code 500'],
    ['the cart answers without a version', { 'GET /v2/cart': () => ({ body: {} }) }, 'The cart answered without a cartVersion'],
    ['the cart version is not an integer', { 'GET /v2/cart': () => ({ body: { cartVersion: '17' } }) }, 'The cart answered without a cartVersion'],
  ])('clears the loading state silently and reports when %s', async (_case, routes, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
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
    expect(reports[0]?.context).toMatchObject({ operation: 'addArticleToCart', fragment: 'mf-recommendations', articleId: 1801011, offerId: '1P_ABD.1801011_1' });
  });

  it('sells the single offer of a retail product', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend({
      'GET /v2/cart': () => ({ body: { cartVersion: 9 } }),
      'POST /v2/cart/change-article-quantity': () => ({ body: {} }),
    });
    render(<ProductCard product={royalCaninMaxi} imageSize="recommendation" />);
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb: Royal Canin Maxi Adult' }));
    await screen.findByText('Royal Canin Maxi Adult liegt jetzt im Warenkorb.');
    expect(backend.to('POST /v2/cart/change-article-quantity')[0]?.body).toEqual({
      articleId: 1801040,
      quantity: 1,
      cartVersion: 9,
      offerIds: ['1P.1801040'],
    });
  });
});
