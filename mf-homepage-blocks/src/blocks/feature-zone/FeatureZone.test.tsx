import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import type { ErrorReport } from '@storefront/platform';
import type { FakeTracker } from '@storefront/test-support';
import { HomePage } from '../../HomePage';
import { contentBackend } from '../../test-support/content-backend';
import { fakeProductCarousel, scrollCountRows } from '../../test-support/fake-product-carousel';
import { expectInvisibleUntilTheProductsDecide, expectNothingWithoutTheCarousel, renderSettlingBlock, setUpBlockPage } from '../../test-support/product-blocks';
import { sampleBlock } from '../../test-support/sample-data';
import { FEATURE_COLOURS } from './feature-colours';
import { FeatureZone } from './FeatureZone';
import { FEATURED_TYPES, featureZoneSchema, type FeatureZoneModel } from './feature-zone-model';

const purizon = v.parse(featureZoneSchema, sampleBlock('feature-zone-purizon'));
const royalCanin = v.parse(featureZoneSchema, sampleBlock('feature-zone-royal-canin'));

let tracker: FakeTracker;
let reports: ErrorReport[];

beforeEach(() => ({ tracker, reports } = setUpBlockPage()));

const renderZone = (model: FeatureZoneModel = purizon, blockId = 'feature-zone-purizon') =>
  renderSettlingBlock(<FeatureZone model={model} blockId={blockId} />);

const zone = (title = purizon.title) => screen.findByRole('region', { name: title });

describe('FeatureZone', () => {
  it('shows title, copy text, link and its product carousel once the products are there', async () => {
    fakeProductCarousel();
    const { settle } = renderZone();
    const region = await zone();
    expect(within(region).getByRole('heading', { level: 2, name: 'Purizon – natürlich getreidefrei' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Hochwertige Zutaten, viel frisches Fleisch und kein Getreide');
    expect(within(region).getByRole('link', { name: 'Jetzt entdecken' })).toHaveAttribute('href', '/shop/eigenmarken/purizon');
    expect(within(region).getByRole('region', { name: 'Produkte: Purizon – natürlich getreidefrei' })).toHaveTextContent('Produkt 240101');
    expect(settle.mock.calls).toEqual([['shown']]);
  });

  it('asks the product carousel for its products with the spec scroll counts, the minimum of 2 and 190px card images', async () => {
    const carousel = fakeProductCarousel();
    renderZone();
    await zone();
    expect(carousel.mounted).toHaveLength(1);
    expect(carousel.mounted[0]).toMatchObject({
      productIds: ['240101', '180102.1', '240103.0', '180101'],
      id: 'feature-zone-purizon-products',
      label: 'Produkte: Purizon – natürlich getreidefrei',
      minProducts: 2,
      imageSize: 'grid',
      trackingContainer: 'feature-zone-purizon',
      // Also under its old name, for mf-recommendations releases from before the rename.
      containerName: 'feature-zone-purizon',
    });
    expect(scrollCountRows(carousel.mounted[0])).toEqual([
      [0, 2, 2],
      [544, 3, 3],
      [768, 4, 4],
      [1024, 6, 6],
    ]);
  });

  it.each<[string, string[], 'shown' | 'empty']>([
    ['1 purchasable product: hidden', ['180104'], 'empty'],
    ['2 purchasable products: shown', ['180104', '240105.1'], 'shown'],
  ])('%s', async (_case, purchasable, outcome) => {
    fakeProductCarousel({ purchasable });
    const { container, settle } = renderZone(royalCanin, 'feature-zone-royal-canin');
    await waitFor(() => expect(settle).toHaveBeenCalled());
    expect(settle.mock.calls).toEqual([[outcome]]);
    if (outcome === 'empty') expect(container).toBeEmptyDOMElement();
    else expect(screen.getByRole('region', { name: 'Royal Canin – Ernährung nach Maß' })).toBeVisible();
  });

  it('keeps its place but stays invisible until the products have decided', () =>
    expectInvisibleUntilTheProductsDecide(
      () => renderZone(),
      '.hp-feature-zone',
      () => zone(),
      tracker,
    ));

  it('is hidden when the recommendations fragment cannot be loaded, and tells the page', () => expectNothingWithoutTheCarousel(() => renderZone(), reports));

  it('shows the sponsored labels when present, and none without', async () => {
    fakeProductCarousel();
    const { unmount } = renderZone(royalCanin, 'feature-zone-royal-canin');
    const sponsored = within(await zone(royalCanin.title)).getByRole('list', { name: 'Werbehinweise' });
    expect(
      within(sponsored)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gesponsert']);
    unmount();
    renderZone({ ...royalCanin, sponsoredLabels: ['  '] }, 'feature-zone-royal-canin');
    expect(within(await zone(royalCanin.title)).queryByRole('list', { name: 'Werbehinweise' })).not.toBeInTheDocument();
    expect(purizon.sponsoredLabels).toEqual([]);
  });

  it.each(FEATURED_TYPES)('colours the zone %s with its fixed pair', async (featuredType) => {
    fakeProductCarousel();
    renderZone({ ...purizon, featuredType });
    const region = await zone();
    expect(region).toHaveClass(`hp-feature-zone--${featuredType}`);
    expect(region.style.getPropertyValue('--hp-feature-background')).toBe(FEATURE_COLOURS[featuredType].background);
    expect(region.style.getPropertyValue('--hp-feature-text')).toBe(FEATURE_COLOURS[featuredType].text);
  });

  it.each<[FeatureZoneModel['featuredType'], FeatureZoneModel['titleTextColor'], string]>([
    ['purple', 'white', '#ffffff'],
    ['yellow', 'black', '#000000'],
    ['yellow', 'white', FEATURE_COLOURS.yellow.text],
    ['purple', 'black', FEATURE_COLOURS.purple.text],
  ])('on %s a %s title is %s', async (featuredType, titleTextColor, colour) => {
    fakeProductCarousel();
    renderZone({ ...purizon, featuredType, titleTextColor });
    expect((await zone()).style.getPropertyValue('--hp-feature-title')).toBe(colour);
  });

  it('shows the top and bottom image of every device with its alt text, each sized for its device', async () => {
    fakeProductCarousel();
    const { container } = renderZone();
    await zone();
    const images = [...container.querySelectorAll('img')].map((image) => [
      image.alt,
      image.getAttribute('width'),
      image.getAttribute('height'),
      image.getAttribute('loading'),
    ]);
    expect(images).toEqual([
      ['Purizon – oben', '375', '200', 'lazy'],
      ['Purizon – oben', '500', '250', 'lazy'],
      ['Purizon – oben', '600', '300', 'lazy'],
      ['Purizon – unten', '375', '200', 'lazy'],
      ['Purizon – unten', '500', '250', 'lazy'],
      ['Purizon – unten', '600', '300', 'lazy'],
    ]);
    const mobileTop = container.querySelector('.hp-feature-zone__media--top .hp-feature-zone__image--mobile');
    expect(mobileTop?.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(mobileTop?.querySelector('source')?.getAttribute('srcset')).toContain('/images/content/feature-purizon-mobile-top.webp?w=750 750w');
    expect(container.querySelector('.hp-feature-zone__image--desktop img')).toHaveAttribute('sizes', '(min-width: 1600px) 480px, 30vw');
  });

  it('leaves out the image of a device content has none for', async () => {
    fakeProductCarousel();
    const { container } = renderZone({ ...purizon, tabletBottomImage: '', desktopBottomImage: null });
    await zone();
    expect(container.querySelectorAll('.hp-feature-zone__media--bottom img')).toHaveLength(1);
    expect(container.querySelector('.hp-feature-zone__media--bottom .hp-feature-zone__image--mobile')).not.toBeNull();
  });

  it.each(['javascript:alert(1)', 'https://evil.example/purizon', '//evil.example', ''])('renders no link to %p', async (targetLink) => {
    fakeProductCarousel();
    renderZone({ ...purizon, targetLink });
    expect(within(await zone()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('tracks the banner impression after 500 ms in view and the link click, with the block id', async () => {
    fakeProductCarousel();
    renderZone();
    const region = await zone();
    await waitFor(() => expect(tracker.observations).toHaveLength(1));
    expect(tracker.observations[0]?.options).toEqual({ delayMs: 500 });
    expect(region.contains(tracker.observations[0]?.element ?? null)).toBe(true);
    tracker.showAll();
    await userEvent.click(within(region).getByRole('link', { name: 'Jetzt entdecken' }));
    await waitFor(() => expect(tracker.events).toHaveLength(2));
    expect(tracker.events).toEqual([
      { event: 'IMPRESSION', context: { pageCode: 'web_home' }, target: { name: 'feature_zone', id: 'feature-zone-purizon' } },
      { event: 'CLICK', context: { pageCode: 'web_home' }, target: { name: 'feature_zone', id: 'feature-zone-purizon' } },
    ]);
  });

  it('accepts both sample zones and refuses malformed models', () => {
    expect(purizon.featuredType).toBe('purple');
    expect(royalCanin.productIds).toEqual(['180104', '240105.1']);
    const sample = sampleBlock('feature-zone-purizon');
    expect(v.safeParse(featureZoneSchema, { ...sample, featuredType: 'orange' }).success).toBe(false);
    expect(v.safeParse(featureZoneSchema, { ...sample, titleTextColor: 'red' }).success).toBe(false);
    expect(v.safeParse(featureZoneSchema, { ...sample, title: '' }).success).toBe(false);
    expect(v.safeParse(featureZoneSchema, { ...sample, productIds: '180104' }).success).toBe(false);
    const { copyText: _copy, sponsoredLabels: _labels, mobileTopImage: _image, ...withoutOptional } = sample;
    expect(v.safeParse(featureZoneSchema, withoutOptional).success).toBe(true);
  });
});

describe('two feature zones on one page', () => {
  const LAYOUT = [
    { id: 'feature-zone-purizon', contentType: 'FeatureZone' },
    { id: 'feature-zone-royal-canin', contentType: 'FeatureZone' },
  ];

  it('work independently: each asks for its own products, and one with too few is hidden while the other shows', async () => {
    // Royal Canin's second product cannot be bought: that zone has 1 product.
    const carousel = fakeProductCarousel({ purchasable: ['240101', '180102.1', '240103.0', '180101', '180104'] });
    contentBackend(LAYOUT, {
      'feature-zone-purizon': sampleBlock('feature-zone-purizon'),
      'feature-zone-royal-canin': sampleBlock('feature-zone-royal-canin'),
    });
    const { container } = render(<HomePage />);
    expect(await zone()).toBeVisible();
    await waitFor(() => expect(carousel.mounted.map((props) => props.trackingContainer)).toEqual(['feature-zone-purizon', 'feature-zone-royal-canin']));
    await waitFor(() => expect(container.querySelector('[data-block-id="feature-zone-royal-canin"]')).toBeEmptyDOMElement());
    expect(carousel.mounted.map((props) => props.id)).toEqual(['feature-zone-purizon-products', 'feature-zone-royal-canin-products']);
    expect(screen.queryByRole('region', { name: royalCanin.title })).not.toBeInTheDocument();
    expect(reports).toEqual([]);
  });
});
