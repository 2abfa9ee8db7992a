import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { BANNER_IMPRESSION_DELAY_MS, PAGE_CODES } from '@storefront/contracts';
import { installFakeTracker, setUpPlatform, setViewportWidth } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import { clickLink } from '../../test-support/click-link';
import { sampleBlock } from '../../test-support/sample-data';
import { BrandCarousel } from './BrandCarousel';
import { brandCarouselSchema, type BrandCarouselModel, type BrandSlideModel } from './brand-carousel-model';

function slide(brand: string): BrandSlideModel {
  return { brandLogoImage: `/images/content/brand-${brand}.jpg`, brandLogoImageAltText: `${brand} Logo`, targetLink: `/shop/marken/${brand}` };
}

function brands(count: number): BrandSlideModel[] {
  return Array.from({ length: count }, (_, index) => slide(`marke_${index + 1}`));
}

const model: BrandCarouselModel = { anchorId: 'top-marken', headline: 'Unsere Top-Marken', variation: 'carousel', slides: brands(3) };

function renderBrands(brandModel: BrandCarouselModel = model) {
  return render(
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <BrandCarousel model={brandModel} blockId="brand-carousel" />
    </TrackingPageProvider>,
  );
}

const carousel = () => screen.queryByRole('region', { name: 'Unsere Top-Marken' });
const grid = () => screen.queryByRole('list', { name: 'Unsere Top-Marken' });

beforeEach(() => setUpPlatform());

describe('BrandCarousel', () => {
  it('renders nothing without logos and the carousel with one', () => {
    const { container } = renderBrands({ ...model, slides: [] });
    expect(container).toBeEmptyDOMElement();

    renderBrands({ ...model, slides: brands(1) });
    expect(within(carousel() as HTMLElement).getByRole('link', { name: 'marke_1 Logo' })).toHaveAttribute('href', '/shop/marken/marke_1');
  });

  it('shows arrows with 10 logos and none with 9', () => {
    const { unmount } = renderBrands({ ...model, slides: brands(9) });
    expect(screen.getAllByRole('link', { name: /Logo$/ })).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Nächste Elemente' })).not.toBeInTheDocument();
    unmount();

    renderBrands({ ...model, slides: brands(10) });
    expect(screen.getByRole('button', { name: 'Vorherige Elemente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Elemente' })).toBeInTheDocument();
  });

  it('is a grid below 600 px with the grid variation, a carousel from 600 px, switching as the window is resized', () => {
    setViewportWidth(599);
    renderBrands({ ...model, variation: 'grid' });
    expect(carousel()).not.toBeInTheDocument();
    expect(within(grid() as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Karussell überspringen' })).not.toBeInTheDocument();

    act(() => setViewportWidth(600));
    expect(grid()).not.toBeInTheDocument();
    expect(within(carousel() as HTMLElement).getAllByRole('link', { name: /Logo$/ })).toHaveLength(3);

    act(() => setViewportWidth(599));
    expect(carousel()).not.toBeInTheDocument();
    expect(grid()).toBeInTheDocument();
  });

  it('stays a carousel below 600 px without the grid variation', () => {
    setViewportWidth(599);
    renderBrands({ ...model, variation: 'carousel' });
    expect(carousel()).toBeInTheDocument();
    expect(grid()).not.toBeInTheDocument();

    act(() => setViewportWidth(390));
    expect(carousel()).toBeInTheDocument();
  });

  it('gives the heading the anchor id, so #anchorId links land on it', () => {
    renderBrands();
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Top-Marken' })).toHaveAttribute('id', 'top-marken');
  });

  it('shows each logo with its alt text, webp and jpeg candidates, the 119x83 box and the big 155x108 one on desktop', () => {
    renderBrands({ ...model, slides: [slide('josera')] });
    const image = screen.getByRole('img', { name: 'josera Logo' });
    expect(image).toHaveAttribute('width', '155');
    expect(image).toHaveAttribute('height', '108');
    expect(image).toHaveAttribute('sizes', '(min-width: 1200px) 155px, 119px');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.getAttribute('srcset')).toContain('/images/content/brand-josera.jpg?w=119 119w');
    expect(image.closest('picture')?.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain('brand-josera.webp?w=155 155w');
  });

  it('names a logo without alt text and links no logo to an unsafe target', () => {
    renderBrands({ ...model, slides: [{ ...slide('josera'), brandLogoImageAltText: null, targetLink: 'javascript:alert(1)' }] });
    expect(screen.getByRole('img', { name: 'Markenlogo' })).toBeInTheDocument();
    expect(within(carousel() as HTMLElement).queryByRole('link', { name: 'Markenlogo' })).not.toBeInTheDocument();
  });

  it('tracks each logo as a banner seen after 500 ms, and clicks on it', async () => {
    const tracker = installFakeTracker();
    renderBrands({ ...model, slides: brands(2) });
    await act(async () => undefined);
    expect(tracker.observations.map((observation) => observation.options)).toEqual([
      { delayMs: BANNER_IMPRESSION_DELAY_MS },
      { delayMs: BANNER_IMPRESSION_DELAY_MS },
    ]);
    tracker.observations[1]?.show();
    await clickLink(screen.getByRole('link', { name: 'marke_1 Logo' }));
    expect(tracker.events.map(({ event, context, target }) => [event, context.pageCode, target])).toEqual([
      ['IMPRESSION', PAGE_CODES.home, { name: 'brand_logo', id: '/shop/marken/marke_2' }],
      ['CLICK', PAGE_CODES.home, { name: 'brand_logo', id: '/shop/marken/marke_1' }],
    ]);
  });

  it('renders nothing on the server: carousels come with the first client render', () => {
    expect(renderToString(<BrandCarousel model={model} blockId="brand-carousel" />)).toBe('');
  });

  it('accepts the sample data and refuses a model without logos or a logo without image', () => {
    expect(v.safeParse(brandCarouselSchema, sampleBlock('brand-carousel')).success).toBe(true);
    expect(v.safeParse(brandCarouselSchema, { ...model, slides: undefined }).success).toBe(false);
    expect(v.safeParse(brandCarouselSchema, { ...model, slides: [{ ...slide('josera'), brandLogoImage: null }] }).success).toBe(false);
    expect(v.safeParse(brandCarouselSchema, { ...model, anchorId: undefined, headline: null, variation: undefined }).success).toBe(true);
  });
});
