import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { BANNER_IMPRESSION_DELAY_MS, PAGE_CODES } from '@storefront/contracts';
import { installFakeTracker, setUpPlatform, setViewportWidth } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import { clickLink } from '../../test-support/click-link';
import { sampleBlock } from '../../test-support/sample-data';
import { PetSelector } from './PetSelector';
import { petSelectorSchema, type PetCategoryModel } from './pet-selector-model';

const PETS: PetCategoryModel[] = [
  ['dog', '/shop/hunde', 'Hund'],
  ['cat', '/shop/katzen', 'Katze'],
  ['small_animal', '/shop/kleintiere', 'Kleintier'],
  ['bird', '/shop/voegel', 'Vogel'],
  ['fish', '/shop/aquaristik', 'Fisch'],
  ['horse', '/shop/pferde', 'Pferd'],
  ['dog', '/shop/hunde/welpen', 'Welpe'],
  ['cat', '/shop/katzen/kitten', 'Kitten'],
].map(([animalType, path, alt]) => ({ animalType, path, id: `pet-${alt}`, petImage: `/images/content/pet-${animalType}.jpg`, petImageAltText: alt }));

const HEADLINE = 'Für welches Tier suchen Sie?';

function pets(count: number): PetCategoryModel[] {
  return PETS.slice(0, count);
}

function renderSelector(categories: PetCategoryModel[]) {
  return render(
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <PetSelector model={{ headline: HEADLINE, categories }} blockId="pet-selector" />
    </TrackingPageProvider>,
  );
}

const selector = () => screen.queryByRole('region', { name: HEADLINE });
const arrows = () => screen.queryAllByRole('button', { name: /Elemente$/ });
const petsPerView = () => (selector()?.querySelector('.sf-carousel__viewport') as HTMLElement).style.getPropertyValue('--sf-carousel-per-view');
const visuallyHidden = () => selector()?.closest('.hp-visually-hidden-block') !== null;
const withoutType = (category: PetCategoryModel): PetCategoryModel => ({ ...category, animalType: null });

beforeEach(() => setUpPlatform());

describe('PetSelector', () => {
  it('renders nothing with 1 category that has an animal type, and shows 2 (others do not count)', () => {
    const { container, unmount } = renderSelector([
      PETS[0] as PetCategoryModel,
      withoutType(PETS[1] as PetCategoryModel),
      { ...(PETS[2] as PetCategoryModel), animalType: ' ' },
    ]);
    expect(container).toBeEmptyDOMElement();
    unmount();

    renderSelector([...pets(2), withoutType(PETS[2] as PetCategoryModel)]);
    expect(within(selector() as HTMLElement).getAllByRole('link', { name: /^(Hund|Katze)$/ })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Kleintier' })).not.toBeInTheDocument();
  });

  it('is visually hidden with 3 categories, for screen readers and crawlers only, and shown with 4', () => {
    const { unmount } = renderSelector(pets(3));
    expect(selector()).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^(Hund|Katze|Kleintier)$/ })).toHaveLength(3);
    expect(visuallyHidden()).toBe(true);
    unmount();

    renderSelector(pets(4));
    expect(visuallyHidden()).toBe(false);
  });

  it("links each category to its type's path, named by its image", () => {
    renderSelector(pets(6));
    expect(screen.getByRole('heading', { level: 2, name: HEADLINE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hund' })).toHaveAttribute('href', '/shop/hunde');
    expect(screen.getByRole('link', { name: 'Kleintier' })).toHaveAttribute('href', '/shop/kleintiere');
    expect(screen.getByRole('link', { name: 'Pferd' })).toHaveAttribute('href', '/shop/pferde');
    const image = screen.getByRole('img', { name: 'Vogel' });
    expect(image.getAttribute('srcset')).toBe(['180', '220', '270', '350'].map((width) => `/images/content/pet-bird.jpg?w=${width} ${width}w`).join(', '));
    expect(image).toHaveAttribute('width', '350');
    expect(image).toHaveAttribute('height', '350');
  });

  it('links small animals and rodents, birds, fish and horses to the Austrian paths on zooplus.at', () => {
    const config = setUpPlatform();
    setUpPlatform({ site: { ...config.site, domain: 'zooplus.at' } });
    const rodent: PetCategoryModel = {
      animalType: 'rodent',
      path: '/shop/nagetiere',
      id: 'pet-Nager',
      petImage: '/images/content/pet-rodent.jpg',
      petImageAltText: 'Nager',
    };
    renderSelector([...pets(6), rodent]);
    expect(screen.getByRole('link', { name: 'Hund' })).toHaveAttribute('href', '/shop/hunde');
    expect(screen.getByRole('link', { name: 'Katze' })).toHaveAttribute('href', '/shop/katzen');
    expect(screen.getByRole('link', { name: 'Kleintier' })).toHaveAttribute('href', '/shop/weitere_tiere/kleintier');
    expect(screen.getByRole('link', { name: 'Nager' })).toHaveAttribute('href', '/shop/weitere_tiere/kleintier');
    expect(screen.getByRole('link', { name: 'Vogel' })).toHaveAttribute('href', '/shop/weitere_tiere/vogel');
    expect(screen.getByRole('link', { name: 'Fisch' })).toHaveAttribute('href', '/shop/weitere_tiere/aquaristik');
    expect(screen.getByRole('link', { name: 'Pferd' })).toHaveAttribute('href', '/shop/weitere_tiere/pferd');
  });

  it('links no category to an unsafe path and names a pet without alt text by its type', () => {
    renderSelector([...pets(3), { ...(PETS[5] as PetCategoryModel), petImageAltText: null, path: 'javascript:alert(1)' }]);
    expect(screen.getByRole('img', { name: 'Pferd' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pferd' })).not.toBeInTheDocument();
  });

  describe('scrolling', () => {
    it('is disabled with 2 categories, also on a phone, and enabled with 3 there', () => {
      setViewportWidth(390);
      const { unmount } = renderSelector(pets(2));
      expect(arrows()).toHaveLength(0);
      expect(petsPerView()).toBe('2');
      unmount();

      renderSelector(pets(3));
      expect(arrows()).toHaveLength(2);
      expect(petsPerView()).toBe('2.5');
    });

    it.each([
      ['tablet', 544, 4, 5, '4.5'],
      ['tablet', 1199, 4, 5, '4.5'],
      ['desktop', 1200, 7, 8, '7.5'],
      ['desktop', 1440, 7, 8, '7.5'],
    ])('on %s (%i px) is disabled with %i categories and enabled with %i', (_device, width, fewer, enough, perView) => {
      setViewportWidth(width);
      const { unmount } = renderSelector(pets(fewer));
      expect(arrows()).toHaveLength(0);
      expect(petsPerView()).toBe(String(fewer));
      unmount();

      renderSelector(pets(enough));
      expect(arrows()).toHaveLength(2);
      expect(petsPerView()).toBe(perView);
    });

    it('follows the device as the window is resized', () => {
      setViewportWidth(1024);
      renderSelector(pets(6));
      expect(arrows()).toHaveLength(2);

      act(() => setViewportWidth(1200));
      expect(arrows()).toHaveLength(0);
      expect(petsPerView()).toBe('6');

      act(() => setViewportWidth(543));
      expect(arrows()).toHaveLength(2);
      expect(petsPerView()).toBe('2.5');
    });
  });

  it('tracks each pet as a banner seen after 500 ms, and clicks on it', async () => {
    const tracker = installFakeTracker();
    renderSelector(pets(4));
    await act(async () => undefined);
    expect(tracker.observations).toHaveLength(4);
    expect(tracker.observations.every((observation) => observation.options?.delayMs === BANNER_IMPRESSION_DELAY_MS)).toBe(true);
    tracker.observations[1]?.show();
    await clickLink(screen.getByRole('link', { name: 'Vogel' }));
    expect(tracker.events.map(({ event, target }) => [event, target])).toEqual([
      ['IMPRESSION', { name: 'pet_selector', id: 'pet-Katze' }],
      ['CLICK', { name: 'pet_selector', id: 'pet-Vogel' }],
    ]);
  });

  it('renders nothing on the server: carousels come with the first client render', () => {
    expect(renderToString(<PetSelector model={{ headline: HEADLINE, categories: pets(6) }} blockId="pet-selector" />)).toBe('');
  });

  it('accepts the sample data and refuses a category without image', () => {
    expect(v.safeParse(petSelectorSchema, sampleBlock('pet-selector')).success).toBe(true);
    expect(v.safeParse(petSelectorSchema, { headline: HEADLINE, categories: [{ ...PETS[0], petImage: undefined }] }).success).toBe(false);
    expect(v.safeParse(petSelectorSchema, { headline: HEADLINE }).success).toBe(false);
  });
});
