import { render, screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { PAGE_CODES } from '@storefront/contracts';
import { impressionsInView, installFakeTracker, setUpPlatform, setViewportWidth } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import { expectBannerImpression } from '../../test-support/banner-impression';
import { itScrollsBy } from '../../test-support/carousel-scroll-counts';
import { clickLink } from '../../test-support/click-link';
import { sampleBlock } from '../../test-support/sample-data';
import { SpecialOffers } from './SpecialOffers';
import { specialOffersSchema, type SpecialOfferItemModel, type SpecialOffersModel } from './special-offers-model';

const gridSample = v.parse(specialOffersSchema, sampleBlock('special-offers-grid'));
const carouselSample = v.parse(specialOffersSchema, sampleBlock('special-offers-carousel'));

function item(name: string, extra: Partial<SpecialOfferItemModel> = {}): SpecialOfferItemModel {
  return { defaultImage: `/images/content/${name}.jpg`, altText: `Angebot ${name}`, urlLink: `/shop/${name}`, ...extra };
}

function renderOffers(model: SpecialOffersModel, blockId = 'special-offers') {
  return render(
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <SpecialOffers model={model} blockId={blockId} />
    </TrackingPageProvider>,
  );
}

const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('list')
    .map((list) =>
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    );

beforeEach(() => {
  setUpPlatform();
  setViewportWidth(1440);
});

describe('SpecialOffers as a grid', () => {
  it('shows the title, a row of two and a row of three tiles, and the link to all offers', () => {
    renderOffers(gridSample, 'special-offers-grid');
    const region = screen.getByRole('region', { name: 'Aktuelle Angebote' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Aktuelle Angebote' })).toBeInTheDocument();
    expect(rowsOf(region)).toEqual([
      ['Bis zu 20 % auf Hundetrockenfutter', 'Bis zu 15 % auf Katzennassfutter'],
      ['Kratzbäume im Abverkauf', 'Aquarien-Kombinationen', 'Pferdefutter zum Vorteilspreis'],
    ]);
    expect(within(region).getByRole('link', { name: 'Kratzbäume im Abverkauf' })).toHaveAttribute('href', '/shop/katzen/kratzbaeume');
    expect(within(region).getByRole('link', { name: 'Alle Angebote ansehen' })).toHaveAttribute('href', '/shop/angebote');
    expect(
      within(region)
        .getAllByRole('list')
        .map((list) => list.className),
    ).toEqual(['hp-special-offers__row hp-special-offers__row--double', 'hp-special-offers__row hp-special-offers__row--triple']);
  });

  it('sizes tiles for their row: double tiles 600x300, triple tiles 400x300, lazily loaded', () => {
    renderOffers(gridSample);
    const double = screen.getByRole('img', { name: 'Bis zu 20 % auf Hundetrockenfutter' });
    expect([double.getAttribute('width'), double.getAttribute('height')]).toEqual(['600', '300']);
    expect(double).toHaveAttribute('sizes', '(min-width: 1600px) 792px, (min-width: 544px) 50vw, 100vw');
    const triple = screen.getByRole('img', { name: 'Aquarien-Kombinationen' });
    expect([triple.getAttribute('width'), triple.getAttribute('height')]).toEqual(['400', '300']);
    expect(triple).toHaveAttribute('sizes', '(min-width: 1600px) 528px, (min-width: 544px) 33vw, 100vw');
    expect(screen.getAllByRole('img').every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('shows at most two tiles in a double row and three in a triple row', () => {
    renderOffers({
      ...gridSample,
      rows: [
        { rowType: 'double', rowItems: [item('a'), item('b'), item('c')] },
        { rowType: 'triple', rowItems: [item('d'), item('e'), item('f'), item('g')] },
      ],
    });
    expect(rowsOf(screen.getByRole('region', { name: 'Aktuelle Angebote' }))).toEqual([
      ['Angebot a', 'Angebot b'],
      ['Angebot d', 'Angebot e', 'Angebot f'],
    ]);
  });

  it('leaves out items without a picture and rows left without a tile', () => {
    renderOffers({
      ...gridSample,
      rows: [
        { rowType: 'double', rowItems: [item('a', { defaultImage: ' ' }), item('b'), item('c')] },
        { rowType: 'triple', rowItems: [item('d', { defaultImage: null })] },
        { rowType: 'triple', rowItems: null },
      ],
    });
    expect(rowsOf(screen.getByRole('region', { name: 'Aktuelle Angebote' }))).toEqual([['Angebot b', 'Angebot c']]);
  });

  it.each(['javascript:alert(1)', 'https://evil.example/angebote', null])('shows a tile without a link for the target %s', (urlLink) => {
    renderOffers({ ...gridSample, rows: [{ rowType: 'double', rowItems: [item('a', { urlLink }), item('b')] }] });
    expect(screen.getByRole('img', { name: 'Angebot a' }).closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Angebot b' })).toHaveAttribute('href', '/shop/b');
  });

  it('names a tile link by its place when the picture has no alt text, as the hero does', () => {
    renderOffers({
      ...gridSample,
      rows: [
        { rowType: 'double', rowItems: [item('a'), item('b', { altText: '  ' })] },
        { rowType: 'triple', rowItems: [item('c', { altText: null })] },
      ],
    });
    expect(screen.getByRole('link', { name: 'Angebot a' })).toHaveAttribute('href', '/shop/a');
    expect(screen.getByRole('link', { name: 'Angebot 2' })).toHaveAttribute('href', '/shop/b');
    expect(screen.getByRole('link', { name: 'Angebot 3' })).toHaveAttribute('href', '/shop/c');
  });

  it('has no link to all offers without a safe target or a text', () => {
    const { rerender } = renderOffers({ ...gridSample, targetLink: 'javascript:alert(1)' });
    expect(screen.queryByRole('link', { name: 'Alle Angebote ansehen' })).not.toBeInTheDocument();
    rerender(<SpecialOffers model={{ ...gridSample, ctaText: '' }} blockId="special-offers" />);
    expect(screen.queryByRole('link', { name: 'Alle Angebote ansehen' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it.each([
    ['no rows', { rows: undefined }],
    ['empty rows', { rows: [] }],
    ['a carousel layout without items', { layout: 'carousel' as const, items: [] }],
  ])('renders nothing with %s', (_case, extra) => {
    const { container } = renderOffers({ ...gridSample, ...extra });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SpecialOffers as a carousel', () => {
  it('shows the title, every item as a slide of a carousel with skip links, and the link to all offers', () => {
    const { container } = renderOffers(carouselSample, 'special-offers-carousel');
    expect(screen.getByRole('heading', { level: 2, name: 'Wochenangebote' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Wochenangebote' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'Karussell');
    expect(
      within(carousel)
        .getAllByRole('group')
        .map((group) => [group.getAttribute('aria-label'), within(group).getByRole('link').getAttribute('href')]),
    ).toEqual([
      ['1 von 5', '/shop/angebote/snacks'],
      ['2 von 5', '/shop/katzen/katzenstreu'],
      ['3 von 5', '/shop/vogel/vogelfutter'],
      ['4 von 5', '/shop/aquaristik/fischfutter'],
      ['5 von 5', '/shop/pferd/pferdesnacks'],
    ]);
    expect(within(carousel).getByRole('link', { name: 'Karussell überspringen' })).toHaveAttribute('href', '#skip-special-offers-carousel');
    expect(container.querySelector('#skip-special-offers-carousel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Elemente' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Alle Wochenangebote' })).toHaveAttribute('href', '/shop/angebote/woche');
    expect(screen.queryByRole('button', { name: /Automatisches Weiterblättern/ })).not.toBeInTheDocument();
  });

  describe('scroll counts (spec section 9: 1, 2 from 544, 3 from 800 px)', () => {
    itScrollsBy(
      [
        [390, 1],
        [543, 1],
        [544, 2],
        [799, 2],
        [800, 3],
        [1440, 3],
      ],
      () => {
        renderOffers(carouselSample);
        return screen.getByRole('region', { name: 'Wochenangebote' });
      },
    );
  });

  it('names a slide link by its place when the picture has no alt text', () => {
    renderOffers({ ...carouselSample, items: [item('a', { altText: '' }), item('b')] });
    expect(screen.getByRole('link', { name: 'Angebot 1' })).toHaveAttribute('href', '/shop/a');
    expect(screen.getByRole('link', { name: 'Angebot b' })).toHaveAttribute('href', '/shop/b');
  });

  it('sizes the tiles for 1, 2 and 3 per view', () => {
    renderOffers(carouselSample);
    const image = screen.getByRole('img', { name: 'Snacks 3 für 2' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '300']);
    expect(image).toHaveAttribute('sizes', '(min-width: 1600px) 528px, (min-width: 800px) 33vw, (min-width: 544px) 50vw, 100vw');
  });

  it('shows both variants of the sample data on one page, each on its own', () => {
    render(
      <>
        <SpecialOffers model={gridSample} blockId="special-offers-grid" />
        <SpecialOffers model={carouselSample} blockId="special-offers-carousel" />
      </>,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Aktuelle Angebote', 'Wochenangebote']);
    expect(screen.getAllByRole('img')).toHaveLength(10);
    expect(screen.getAllByRole('region', { name: /angebote/i })).toHaveLength(2);
  });
});

describe('SpecialOffers tracking', () => {
  it('counts a tile after 500 ms wholly in view: not at 499 ms, not partly, not when it leaves earlier', async () => {
    jest.useFakeTimers();
    try {
      const tracker = installFakeTracker();
      const view = impressionsInView(tracker);
      renderOffers(gridSample, 'special-offers-grid');
      await waitFor(() => expect(tracker.observations).toHaveLength(5));
      expectBannerImpression(tracker, view, screen.getByRole('link', { name: 'Aquarien-Kombinationen' }), {
        name: 'special_offer',
        id: 'special-offers-grid-4',
      });
    } finally {
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });

  it('sends CLICK for a tile and for the link to all offers', async () => {
    const tracker = installFakeTracker();
    renderOffers(carouselSample, 'special-offers-carousel');
    await clickLink(screen.getByRole('link', { name: 'Vogelfutter -10 %' }));
    await clickLink(screen.getByRole('link', { name: 'Alle Wochenangebote' }));
    await waitFor(() =>
      expect(tracker.events.map((event) => [event.event, event.target])).toEqual([
        ['CLICK', { name: 'special_offer', id: 'special-offers-carousel-3' }],
        ['CLICK', { name: 'special_offers', id: 'special-offers-carousel' }],
      ]),
    );
  });
});

describe('specialOffersSchema', () => {
  it('accepts both samples', () => {
    expect(v.safeParse(specialOffersSchema, sampleBlock('special-offers-grid')).success).toBe(true);
    expect(v.safeParse(specialOffersSchema, sampleBlock('special-offers-carousel')).success).toBe(true);
  });

  it.each([
    ['an unknown layout', { ...gridSample, layout: 'masonry' }],
    ['an unknown row type', { ...gridSample, rows: [{ rowType: 'quadruple', rowItems: [] }] }],
    ['items that are not a list', { ...carouselSample, items: 'snacks' }],
  ])('refuses a model with %s', (_case, model) => {
    expect(v.safeParse(specialOffersSchema, model).success).toBe(false);
  });
});
