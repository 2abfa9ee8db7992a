import type { ProductCardProps } from '@storefront/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorReport } from '@storefront/platform';
import { collectReports, setUpPlatform } from '@storefront/test-support';
import { aluTransportbox, juwelRio450, offer, product, article, royalCaninMaxi, wolfOfWildernessWildHills } from '../test-support/catalogue-fixtures';
import { ProductCard } from './ProductCard';

const ALL_FLAGS_ON = {
  'catalog.discover.pricing-tooltip.enabled': 'true',
  'catalog.discover.favourite-badge.enabled': 'true',
  'catalog.discover.sponsored-tag.enabled': 'true',
};

let reports: ErrorReport[];

beforeEach(() => {
  reports = collectReports();
});

/** Text content with Intl's no-break spaces as plain spaces. */
const text = (element: Element | null) => element?.textContent?.replace(/\u00a0/g, ' ');

describe('ProductCard', () => {
  it('shows the chosen variant with image, name link, rating, price block and badges', () => {
    setUpPlatform({ featureFlags: { 'catalog.discover.favourite-badge.enabled': 'true' } });
    render(<ProductCard product={wolfOfWildernessWildHills} variantId="180101.1" />);
    const card = screen.getByRole('article', { name: 'Wolf of Wilderness Adult "Wild Hills" Ente' });
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Wolf of Wilderness Adult "Wild Hills" Ente');
    expect(link).toHaveAttribute('href', '/shop/hunde/hundefutter_trocken/wolf_of_wilderness/adult/180101?activeVariant=180101.1');
    const image = screen.getByRole('img', { name: 'Wolf of Wilderness Adult "Wild Hills" Ente' });
    expect(image).toHaveAttribute('width', '190');
    expect(image).toHaveAttribute('height', '190');
    expect(image.getAttribute('srcset')).toBe('/images/products/180101.jpg?w=190 190w, /images/products/180101.jpg?w=380 380w');
    expect(screen.getByText('5 kg')).toBeInTheDocument();
    expect(screen.getByText('4,7 von 5 Sternen, 1.843 Bewertungen')).toBeInTheDocument();
    // The stars are decoration beside that sentence, filled to 4.7 of 5.
    expect(card.querySelector('.sf-star-rating')).toHaveAttribute('aria-hidden', 'true');
    expect(card.querySelector('.sf-star-rating')).toHaveStyle({ '--sf-star-fill': '94%' });
    expect(text(card.querySelector('.sf-price'))).toBe('Preis: 31,49 €sonst 34,99 €(6,30 € / kg)Grundpreis 6,30 € pro Kilogramm29,60 CHF');
    expect(screen.getByRole('list', { name: 'Hinweise' })).toHaveTextContent('-10%Kundenliebling');
  });

  it.each([
    ['recommendation', '165'],
    ['recommendation-old', '109'],
    ['grid', '190'],
  ] as const)('sizes the image for %s cards (%spx)', (imageSize, pixels) => {
    setUpPlatform();
    render(<ProductCard product={royalCaninMaxi} imageSize={imageSize} />);
    expect(screen.getByRole('img', { name: 'Royal Canin Maxi Adult' })).toHaveAttribute('width', pixels);
  });

  it('shows the UVP reference and the sponsored tag (with its flag) for a retail product', () => {
    setUpPlatform({ featureFlags: ALL_FLAGS_ON });
    render(<ProductCard product={royalCaninMaxi} variantId="180104" />);
    expect(screen.getByText('UVP 41,29 €', { normalizer: (value) => value.replace(/\u00a0/g, ' ') })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Hinweise' })).toHaveTextContent('Gesponsert');
  });

  it('shows no badges with their flags off', () => {
    setUpPlatform({ featureFlags: { 'catalog.discover.favourite-badge.enabled': 'false' } });
    render(<ProductCard product={royalCaninMaxi} />);
    expect(screen.queryByRole('list', { name: 'Hinweise' })).not.toBeInTheDocument();
  });

  it('puts the secondary-currency price into the main price above 2.000,00 €', () => {
    setUpPlatform();
    render(<ProductCard product={juwelRio450} variantId="330104.0" />);
    expect(text(document.querySelector('.sf-price__main'))).toBe('Preis: 2.249,00 € (2.114,06 CHF)');
    expect(document.querySelector('.sf-price__unit')).toBeNull();
  });

  it('opens the lowest-price tooltip from its button when the tooltip flag is the string "true"', async () => {
    const user = userEvent.setup();
    setUpPlatform({ featureFlags: ALL_FLAGS_ON });
    render(<ProductCard product={wolfOfWildernessWildHills} variantId="180101.0" />);
    const button = screen.getByRole('button', { name: 'Preisinformation' });
    const tooltip = 'Niedrigster Preis der letzten 30 Tage vor der Preisermäßigung: 8,72 €';
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(tooltip)).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(tooltip)).toBeVisible();
  });

  it("has no tooltip when the flag is 'false'", () => {
    setUpPlatform({ featureFlags: { 'catalog.discover.pricing-tooltip.enabled': 'false' } });
    render(<ProductCard product={wolfOfWildernessWildHills} variantId="180101.0" />);
    expect(screen.queryByRole('button', { name: 'Preisinformation' })).not.toBeInTheDocument();
  });

  it('shows the "while stocks last" note where the offer says so', () => {
    setUpPlatform();
    const lastStock = product('180111', '/shop/hunde/hundesnacks/wolf_of_wilderness/training/180111', 'Wolf of Wilderness Training Treats Rind', [
      article(
        1801110,
        '180111',
        '200 g',
        [offer({ id: '1P.1801110', price: 499, priceType: 'REGULAR', unit: 'kg', amount: 0.2, whileStocksLast: true })],
        'kg',
      ),
    ]);
    render(<ProductCard product={lastStock} />);
    expect(screen.getByText('Nur solange der Vorrat reicht')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/shop/hunde/hundesnacks/wolf_of_wilderness/training/180111');
  });

  it('renders nothing, without a report, for a product no card may sell', () => {
    setUpPlatform();
    const { container } = render(<ProductCard product={aluTransportbox} />);
    expect(container).toBeEmptyDOMElement();
    expect(reports).toEqual([]);
  });

  it.each([
    ['null', null, 'ProductCard received invalid data: product is not an object'],
    ['no name', { ...royalCaninMaxi, name: '' }, 'ProductCard received invalid data: product has no name'],
    [
      'offers without prices',
      { ...royalCaninMaxi, articles: [{ id: 1801040, variantId: '180104.0', offers: [{ id: '1P.1801040', price: { value: '34,99' } }] }] },
      'ProductCard received invalid data: article 1801040 offer 0 has no valid price',
    ],
  ])('renders nothing and reports bad data: %s', (_case, input, message) => {
    setUpPlatform();
    // Data that breaks the catalogue's contract, as a broken service would send it.
    const { container } = render(<ProductCard product={input as ProductCardProps['product']} />);
    expect(container).toBeEmptyDOMElement();
    expect(reports.map((report) => report.message)).toEqual([message]);
    expect(reports[0]?.context).toMatchObject({ fragment: 'mf-recommendations', component: 'ProductCard' });
  });

  it.each([
    ['grid', 'true', 0],
    ['recommendation', 'true', 1],
    ['recommendation', 'false', 0],
  ] as const)('offers add to cart on %s cards with the flag %s: %s button(s)', (imageSize, flag, count) => {
    setUpPlatform({ featureFlags: { 'catalog.discover.recommendations.add-to-cart.enabled': flag } });
    render(<ProductCard product={royalCaninMaxi} imageSize={imageSize} />);
    expect(screen.queryAllByRole('button', { name: 'In den Warenkorb: Royal Canin Maxi Adult' })).toHaveLength(count);
  });
});
