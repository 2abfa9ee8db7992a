import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { BANNER_IMPRESSION_DELAY_MS, PAGE_CODES } from '@storefront/contracts';
import { activeContentIn, XSS_MARKUP_PAYLOADS, afterThisTest, installFakeTracker, setUpPlatform, setViewportWidth } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import { clickLink } from '../../test-support/click-link';
import { sampleBlock } from '../../test-support/sample-data';
import { OwnBrands } from './OwnBrands';
import { ownBrandsSchema, type OwnBrandModel, type OwnBrandsModel } from './own-brands-model';

function brand(name: string, animal: string): OwnBrandModel {
  const slug = name.toLowerCase().replace(/\W+/g, '_');
  return {
    brandImage: `/images/content/ownbrand-${slug}.jpg`,
    brandName: name,
    brandDescription: `<p>${name} mit <strong>viel Fleisch</strong>.</p>`,
    ctaLink: `/shop/eigenmarken/${slug}`,
    ctaText: `${name} entdecken`,
    ctaAriaLabel: `Alle Produkte von ${name} für ${animal} entdecken`,
    metadata: { id: `ownbrand-${slug}-${animal.toLowerCase()}` },
  };
}

const model: OwnBrandsModel = {
  dogHeadline: 'Unsere Eigenmarken für Hunde',
  catHeadline: 'Unsere Eigenmarken für Katzen',
  dogBrands: [brand('Wolf of Wilderness', 'Hunde'), brand('Lukullus', 'Hunde')],
  catBrands: [brand('Smilla', 'Katzen'), brand('Cosma', 'Katzen'), brand('Feringa', 'Katzen')],
};

function ownBrands(brandsModel: OwnBrandsModel = model) {
  return (
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <OwnBrands model={brandsModel} blockId="own-brands-carousel" />
    </TrackingPageProvider>
  );
}

const placeholders = (container: Element) => container.querySelectorAll('.hp-tile-placeholder');
const dogCarousel = () => screen.getByRole('region', { name: 'Unsere Eigenmarken für Hunde' });
const catCarousel = () => screen.getByRole('region', { name: 'Unsere Eigenmarken für Katzen' });

/** The name of the brand at the carousel's left edge: swiper marks its slide active; before swiper, the first one. */
function firstBrandInView(carousel: HTMLElement): string | null {
  const slide = carousel.querySelector<HTMLElement>('.swiper-slide-active') ?? carousel.querySelector<HTMLElement>('.swiper-slide');
  return slide && within(slide).getByRole('heading', { level: 3 }).textContent;
}

beforeEach(() => setUpPlatform());

describe('OwnBrands', () => {
  it('holds the space with six square placeholders per carousel until the first client render, then shows the brands instead', () => {
    const container = document.body.appendChild(document.createElement('div'));
    afterThisTest(() => container.remove());
    container.innerHTML = renderToString(ownBrands());
    expect(placeholders(container)).toHaveLength(12);
    expect(container.querySelectorAll('.hp-tile-placeholders')).toHaveLength(2);
    expect(within(container).queryByText('Lukullus')).not.toBeInTheDocument();
    // The headlines are there from the start, for crawlers and to keep the layout.
    expect(within(container).getByRole('heading', { level: 2, name: 'Unsere Eigenmarken für Hunde' })).toBeInTheDocument();

    render(ownBrands(), { container, hydrate: true });
    expect(placeholders(container)).toHaveLength(0);
    expect(within(container).getByRole('heading', { level: 3, name: 'Lukullus' })).toBeInTheDocument();
  });

  it('shows a carousel per animal under its headline, with each brand picture, name, description and link', () => {
    render(ownBrands());
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Unsere Eigenmarken für Hunde',
      'Unsere Eigenmarken für Katzen',
    ]);
    expect(
      within(dogCarousel())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Wolf of Wilderness', 'Lukullus']);
    expect(within(catCarousel()).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const lukullus = within(dogCarousel()).getByRole('heading', { level: 3, name: 'Lukullus' }).closest('article') as HTMLElement;
    expect(lukullus).toHaveTextContent('Lukullus mit viel Fleisch.');
    expect(within(lukullus).getByText('viel Fleisch', { selector: 'strong' })).toBeInTheDocument();
    const image = dogCarousel().querySelector('img[src^="/images/content/ownbrand-lukullus.jpg"]');
    expect(image).toHaveAttribute('width', '260');
    expect(image).toHaveAttribute('height', '260');
    expect(image).toHaveAttribute('alt', '');
  });

  it('names the link with its visible text and describes it with the aria label that does not contain that text', () => {
    render(ownBrands());
    const link = within(dogCarousel()).getByRole('link', { name: 'Lukullus entdecken' });
    expect(link).toHaveAttribute('href', '/shop/eigenmarken/lukullus');
    expect(link).toHaveAccessibleDescription('Alle Produkte von Lukullus für Hunde entdecken');
  });

  it('uses the aria label as the link name when it contains the visible text', () => {
    render(ownBrands({ ...model, catBrands: [], dogBrands: [{ ...brand('Lukullus', 'Hunde'), ctaAriaLabel: 'Lukullus entdecken: alle Produkte für Hunde' }] }));
    expect(screen.getByRole('link', { name: 'Lukullus entdecken: alle Produkte für Hunde' })).toBeInTheDocument();
  });

  it('sanitises the description and links no brand to an unsafe target', () => {
    const unsafe = {
      ...brand('Lukullus', 'Hunde'),
      brandDescription: `<p>Sicherer Text</p>${XSS_MARKUP_PAYLOADS.join('')}`,
      ctaLink: 'https://evil.example/lukullus',
    };
    const { container } = render(ownBrands({ ...model, catBrands: [], dogBrands: [unsafe] }));
    expect(activeContentIn(container)).toEqual([]);
    expect(screen.getAllByText(/Sicherer Text/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Lukullus entdecken' })).not.toBeInTheDocument();
  });

  it('shows only the animal with brands, and nothing without any', () => {
    const { unmount } = render(ownBrands({ ...model, dogBrands: [] }));
    expect(screen.queryByRole('heading', { name: 'Unsere Eigenmarken für Hunde' })).not.toBeInTheDocument();
    expect(catCarousel()).toBeInTheDocument();
    unmount();

    const { container } = render(ownBrands({ ...model, dogBrands: [], catBrands: [] }));
    expect(container).toBeEmptyDOMElement();
  });

  it('tracks each card as a banner seen after 500 ms and the click on its link, by the brand id', async () => {
    const tracker = installFakeTracker();
    render(ownBrands({ ...model, catBrands: [] }));
    await act(async () => undefined);
    expect(tracker.observations).toHaveLength(2);
    expect(tracker.observations.every((observation) => observation.options?.delayMs === BANNER_IMPRESSION_DELAY_MS)).toBe(true);
    tracker.observations[0]?.show();
    await clickLink(screen.getByRole('link', { name: 'Lukullus entdecken' }));
    expect(tracker.events.map(({ event, target }) => [event, target])).toEqual([
      ['IMPRESSION', { name: 'own_brand', id: 'ownbrand-wolf_of_wilderness-hunde' }],
      ['CLICK', { name: 'own_brand', id: 'ownbrand-lukullus-hunde' }],
    ]);
  });

  // Spec section 9: own brands scroll 1, 2, 3, 4, 5 at 0, 640, 910, 1210, 1500 px with a 12 px gap.
  it.each([
    [320, '1'],
    [639, '1'],
    [640, '2'],
    [909, '2'],
    [910, '3'],
    [1209, '3'],
    [1210, '4'],
    [1499, '4'],
    [1500, '5'],
  ])('at %i px shows %s brands per view, 12 px apart', (width, perView) => {
    setViewportWidth(width);
    render(ownBrands());
    const viewport = dogCarousel().querySelector('.sf-carousel__viewport') as HTMLElement;
    expect(viewport.style.getPropertyValue('--sf-carousel-per-view')).toBe(perView);
    expect(viewport.style.getPropertyValue('--sf-carousel-gap')).toBe('12px');
  });

  // Spec section 9: the numbers are scroll counts, so an arrow moves on by a whole view of brands.
  it.each([
    [320, 1],
    [639, 1],
    [640, 2],
    [909, 2],
    [910, 3],
    [1209, 3],
    [1210, 4],
    [1499, 4],
    [1500, 5],
  ])('at %i px the next arrow moves on by the %i brands in view', async (width, perView) => {
    setViewportWidth(width);
    const brands = Array.from({ length: 10 }, (_, index) => brand(`Marke ${index + 1}`, 'Hunde'));
    render(ownBrands({ ...model, dogBrands: brands, catBrands: [] }));
    const carousel = dogCarousel();
    // jsdom lays nothing out: swiper divides this width among the brands in view.
    Object.defineProperty(carousel.querySelector('.sf-carousel__viewport'), 'clientWidth', { configurable: true, value: width });
    expect(firstBrandInView(carousel)).toBe('Marke 1');

    await userEvent.click(within(carousel).getByRole('button', { name: 'Nächste Elemente' }));
    // The first test to load swiper has jest transform it, which takes a few seconds on a busy machine.
    await waitFor(() => expect(firstBrandInView(carousel)).not.toBe('Marke 1'), { timeout: 10_000 });
    expect(firstBrandInView(carousel)).toBe(`Marke ${perView + 1}`);
  });

  it('accepts the sample data and refuses a brand without a name', () => {
    expect(v.safeParse(ownBrandsSchema, sampleBlock('own-brands-carousel')).success).toBe(true);
    expect(v.safeParse(ownBrandsSchema, { ...model, dogBrands: [{ ...brand('Lukullus', 'Hunde'), brandName: undefined }] }).success).toBe(false);
    expect(v.safeParse(ownBrandsSchema, { ...model, catBrands: 'Smilla' }).success).toBe(false);
  });
});
