import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { BANNER_IMPRESSION_DELAY_MS, PAGE_CODES } from '@storefront/contracts';
import { installFakeTracker, setUpPlatform, setViewportWidth } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import { clickLink } from '../../test-support/click-link';
import { sampleBlock } from '../../test-support/sample-data';
import { CategorySelector } from './CategorySelector';
import { categorySelectorSchema, type CategorySelectorItemModel, type CategorySelectorModel } from './category-selector-model';
import { categoryBreakpoints } from './category-selector-rules';

const LABELS = ['Trockenfutter', 'Nassfutter', 'Snacks', 'Katzenstreu', 'Kratzbäume', 'Spielzeug', 'Hundebetten', 'Hundesnacks'];

function items(count: number): CategorySelectorItemModel[] {
  return LABELS.slice(0, count).map((label) => ({
    cardLabel: label,
    cardImage: `/images/content/category-${label.toLowerCase()}.jpg`,
    ctaLink: `/shop/katzen/${label.toLowerCase()}`,
    ctaAriaLabel: `Zur Kategorie ${label}`,
    metadata: { id: `category-${label.toLowerCase()}` },
  }));
}

const model: CategorySelectorModel = {
  headline: 'Beliebte Kategorien',
  ctaLabel: 'Alle Kategorien',
  ctaLink: '/shop/katzen',
  ctaAriaLabel: 'Alle Kategorien für Katzen anzeigen',
  cardsInView: 5,
  metadata: { id: 'category-selector' },
  categorySelectorItems: items(6),
};

function renderSelector(selectorModel: CategorySelectorModel = model) {
  return render(
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <CategorySelector model={selectorModel} blockId="category-selector" />
    </TrackingPageProvider>,
  );
}

const carousel = () => screen.queryByRole('region', { name: 'Beliebte Kategorien' });
const arrows = () => screen.queryAllByRole('button', { name: /Elemente$/ });
const cardsPerView = () => (carousel()?.querySelector('.sf-carousel__viewport') as HTMLElement).style.getPropertyValue('--sf-carousel-per-view');
const visuallyHidden = () => carousel()?.closest('.hp-visually-hidden-block') !== null;

beforeEach(() => setUpPlatform());

describe('CategorySelector', () => {
  it('renders nothing with 1 item and the carousel with 2', () => {
    const { container, unmount } = renderSelector({ ...model, categorySelectorItems: items(1) });
    expect(container).toBeEmptyDOMElement();
    unmount();

    renderSelector({ ...model, categorySelectorItems: items(2) });
    expect(within(carousel() as HTMLElement).getAllByRole('link', { name: /^Zur Kategorie/ })).toHaveLength(2);
  });

  it('is visually hidden with 3 items, for screen readers and crawlers only, and shown with 4', () => {
    const { unmount } = renderSelector({ ...model, categorySelectorItems: items(3) });
    expect(screen.getAllByRole('link', { name: /^Zur Kategorie/ })).toHaveLength(3);
    expect(visuallyHidden()).toBe(true);
    unmount();

    renderSelector({ ...model, categorySelectorItems: items(4) });
    expect(visuallyHidden()).toBe(false);
  });

  it.each([3, 5])('hides the arrows with cardsInView (%i) items and shows them with one more', (cardsInView) => {
    const { unmount } = renderSelector({ ...model, cardsInView, categorySelectorItems: items(cardsInView) });
    expect(arrows()).toHaveLength(0);
    unmount();

    renderSelector({ ...model, cardsInView, categorySelectorItems: items(cardsInView + 1) });
    expect(arrows()).toHaveLength(2);
  });

  it('shows the headline, the link to all categories and each card with picture, label and link', () => {
    renderSelector();
    expect(screen.getByRole('heading', { level: 2, name: 'Beliebte Kategorien' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Kategorien für Katzen anzeigen' })).toHaveAttribute('href', '/shop/katzen');
    const card = screen.getByRole('link', { name: 'Zur Kategorie Katzenstreu' });
    expect(card).toHaveAttribute('href', '/shop/katzen/katzenstreu');
    expect(card).toHaveTextContent('Katzenstreu');
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '200');
    expect(image?.getAttribute('sizes')).toContain('(min-width: 1024px) calc((100vw - 2rem) / 5)');
  });

  it('links no card to an unsafe target', () => {
    renderSelector({
      ...model,
      ctaLink: '//evil.example',
      categorySelectorItems: [...items(3), { ...(items(4)[3] as CategorySelectorItemModel), ctaLink: 'javascript:alert(1)' }],
    });
    expect(screen.getByText('Katzenstreu')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zur Kategorie Katzenstreu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Alle Kategorien/ })).not.toBeInTheDocument();
  });

  // Spec section 9: 2 cards per step narrow, 3 from 400, 4 from 544, from 768 at most 5 or cardsInView, from 1024 cardsInView.
  it.each([
    [5, 399, '2'],
    [5, 400, '3'],
    [5, 543, '3'],
    [5, 544, '4'],
    [5, 767, '4'],
    [5, 768, '5'],
    [5, 1440, '5'],
    [7, 768, '5'],
    [7, 1023, '5'],
    [7, 1024, '7'],
    [3, 768, '3'],
    [3, 1024, '3'],
  ])('with cardsInView %i at %i px shows %s cards', (cardsInView, width, expected) => {
    setViewportWidth(width);
    renderSelector({ ...model, cardsInView, categorySelectorItems: items(8) });
    expect(cardsPerView()).toBe(expected);
  });

  it('moves on by as many cards as are in view', () => {
    for (const breakpoint of Object.values(categoryBreakpoints(7))) expect(breakpoint.slidesPerGroup).toBe(breakpoint.slidesPerView);
  });

  it('tracks each card as a banner seen after 500 ms, and clicks on cards and on the link to all categories', async () => {
    const tracker = installFakeTracker();
    renderSelector({ ...model, categorySelectorItems: items(4) });
    await act(async () => undefined);
    expect(tracker.observations).toHaveLength(4);
    expect(tracker.observations.every((observation) => observation.options?.delayMs === BANNER_IMPRESSION_DELAY_MS)).toBe(true);
    tracker.observations[2]?.show();
    for (const name of ['Zur Kategorie Nassfutter', 'Alle Kategorien für Katzen anzeigen']) {
      await clickLink(screen.getByRole('link', { name }));
    }
    expect(tracker.events.map(({ event, target }) => [event, target])).toEqual([
      ['IMPRESSION', { name: 'category_selector', id: 'category-snacks' }],
      ['CLICK', { name: 'category_selector', id: 'category-nassfutter' }],
      ['CLICK', { name: 'category_selector_cta', id: 'category-selector' }],
    ]);
  });

  it('renders nothing on the server: carousels come with the first client render', () => {
    expect(renderToString(<CategorySelector model={model} blockId="category-selector" />)).toBe('');
  });

  it('accepts the sample data and refuses an item without label', () => {
    expect(v.safeParse(categorySelectorSchema, sampleBlock('category-selector')).success).toBe(true);
    expect(v.safeParse(categorySelectorSchema, { ...model, categorySelectorItems: [{ ...items(1)[0], cardLabel: null }] }).success).toBe(false);
    expect(v.safeParse(categorySelectorSchema, { ...model, cardsInView: 'fünf' }).success).toBe(false);
  });
});
