import { act, render, screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { PAGE_CODES } from '@storefront/contracts';
import { impressionsInView, installFakeTracker, setUpPlatform, setViewportWidth } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import { expectBannerImpression } from '../../test-support/banner-impression';
import { itScrollsBy } from '../../test-support/carousel-scroll-counts';
import { clickLink } from '../../test-support/click-link';
import { sampleBlock } from '../../test-support/sample-data';
import { PetSection } from './PetSection';
import { petSectionSchema, type PetSectionModel, type PetSectionOfferModel } from './pet-section-model';

const PHONE = 390;
const TABLET = 800;
const DESKTOP = 1440;

const hund = v.parse(petSectionSchema, sampleBlock('pet-section-hund'));
const katze = v.parse(petSectionSchema, sampleBlock('pet-section-katze'));

function offer(name: string, images: { desktop?: boolean; mobile?: boolean } = { desktop: true, mobile: true }): PetSectionOfferModel {
  return {
    title: name,
    targetLink: `/shop/hunde/${name.toLowerCase()}`,
    desktopImage: images.desktop ? `/images/content/${name}-desktop.jpg` : undefined,
    desktopImageAltText: `${name} (Desktop)`,
    mobileImage: images.mobile ? `/images/content/${name}-mobile.jpg` : undefined,
    mobileImageAltText: `${name} (Mobil)`,
  };
}

function renderSection(model: PetSectionModel = hund, blockId = 'pet-section-hund') {
  return render(
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <PetSection model={model} blockId={blockId} />
    </TrackingPageProvider>,
  );
}

const offersCarousel = () => screen.queryByRole('region', { name: /^Angebote/ });
const offerTitles = () =>
  within(offersCarousel() as HTMLElement)
    .getAllByRole('group')
    .map((group) => group.textContent);

beforeEach(() => setUpPlatform());

describe('PetSection', () => {
  it("is a region named by its headline, with the header picture linking to the pet's shop", () => {
    setViewportWidth(DESKTOP);
    const { container } = renderSection();
    const section = screen.getByRole('region', { name: 'Alles für Ihren Hund' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Alles für Ihren Hund' })).toBeInTheDocument();
    const header = within(section).getByRole('link', { name: 'Alles für Ihren Hund' });
    expect(header).toHaveAttribute('href', '/shop/hunde');
    const sources = Array.from(header.querySelectorAll('source'), (source) => [source.getAttribute('media'), source.getAttribute('srcset')?.split(' ')[0]]);
    expect(sources).toEqual([
      ['(min-width: 1200px)', '/images/content/pet-section-hund-header-desktop.webp?w=1200'],
      ['(min-width: 1200px)', '/images/content/pet-section-hund-header-desktop.jpg?w=1200'],
      ['(min-width: 544px)', '/images/content/pet-section-hund-header-tablet.webp?w=544'],
      ['(min-width: 544px)', '/images/content/pet-section-hund-header-tablet.jpg?w=544'],
      [null, '/images/content/pet-section-hund-header-mobile.webp?w=375'],
    ]);
    expect(within(header).getByRole('img')).toHaveAttribute('src', '/images/content/pet-section-hund-header-mobile.jpg?w=750');
    expect(container.querySelectorAll('img[loading="lazy"]')).toHaveLength(container.querySelectorAll('img').length);
  });

  it.each([TABLET, DESKTOP])('at %i px shows the desktop offer carousel with every offer that has a desktop picture', (width) => {
    setViewportWidth(width);
    renderSection();
    expect(offersCarousel()).toHaveAccessibleName('Angebote: Alles für Ihren Hund');
    expect(offerTitles()).toEqual(['Trockenfutter bis -20 %', 'Nassfutter im Sparpaket', 'Kauartikel & Snacks', 'Orthopädische Hundebetten']);
    const first = screen.getByRole('link', { name: 'Trockenfutter bis -20 %' });
    expect(first).toHaveAttribute('href', '/shop/hunde/hundefutter_trocken');
    expect(within(first).getByRole('presentation')).toHaveAttribute('src', '/images/content/pet-section-hund-offer-0-desktop.jpg?w=400');
  });

  it('on a phone shows the mobile offer carousel with the mobile pictures', () => {
    setViewportWidth(PHONE);
    renderSection();
    expect(offerTitles()).toHaveLength(4);
    const image = within(screen.getByRole('link', { name: 'Nassfutter im Sparpaket' })).getByRole('presentation');
    expect(image).toHaveAttribute('src', '/images/content/pet-section-hund-offer-1-mobile.jpg?w=300');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['300', '300']);
  });

  it.each([
    [PHONE, 'mobile'],
    [TABLET, 'desktop'],
    [DESKTOP, 'desktop'],
  ])('at %i px shows the %s carousel with 3 offers that have a picture for it, and none with 2', (width, imageSet) => {
    setViewportWidth(width);
    const [images, other] = imageSet === 'mobile' ? [{ mobile: true }, { desktop: true }] : [{ desktop: true }, { mobile: true }];
    const three = [offer('Napf', images), offer('Leine', other), offer('Bett', images), offer('Ball', images)];
    const { unmount } = renderSection({ ...hund, offers: three });
    expect(offerTitles()).toEqual(['Napf', 'Bett', 'Ball']);
    unmount();
    renderSection({ ...hund, offers: [offer('Napf', images), offer('Leine', other), offer('Bett', images)] });
    expect(offersCarousel()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alles für Ihren Hund' })).toBeInTheDocument();
  });

  it('shows the cat section of the sample data with offers on desktop and only its header on a phone (2 mobile pictures)', () => {
    setViewportWidth(DESKTOP);
    renderSection(katze, 'pet-section-katze');
    expect(offerTitles()).toEqual(['Katzenstreu-Vorratswochen', 'Nassfutter-Probierpakete', 'Kratzbäume im Abverkauf']);
    act(() => setViewportWidth(PHONE));
    expect(offersCarousel()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Alles für Ihre Katze' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alles für Ihre Katze' })).toHaveAttribute('href', '/shop/katzen');
  });

  describe('scroll counts (spec section 9: 1, 3 from 768 px)', () => {
    itScrollsBy(
      [
        [PHONE, 1],
        [767, 1],
        [768, 3],
        [DESKTOP, 3],
      ],
      () => {
        renderSection();
        return offersCarousel() as HTMLElement;
      },
    );
  });

  it('has keyboard-usable arrows with German names and a skip link to #skip-{id}', () => {
    setViewportWidth(DESKTOP);
    const { container } = renderSection();
    const carousel = offersCarousel() as HTMLElement;
    expect(within(carousel).getByRole('link', { name: 'Karussell überspringen' })).toHaveAttribute('href', '#skip-pet-section-hund');
    expect(container.querySelector('#skip-pet-section-hund')).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Nächste Elemente' })).toBeEnabled();
    expect(within(carousel).getByRole('button', { name: 'Vorherige Elemente' })).toBeDisabled();
  });

  it("describes an offer's picture by its alt text unless the title next to it says the same", () => {
    setViewportWidth(DESKTOP);
    renderSection({ ...hund, offers: [offer('Napf'), { ...offer('Leine'), desktopImageAltText: 'leine ' }, offer('Bett')] });
    expect(within(screen.getByRole('link', { name: 'Napf (Desktop) Napf' })).getByRole('img')).toHaveAttribute('alt', 'Napf (Desktop)');
    expect(within(screen.getByRole('link', { name: 'Leine' })).getByRole('presentation')).toHaveAttribute('alt', '');
  });

  it.each(['javascript:alert(1)', 'https://evil.example/hunde', null])('shows the header and an offer without a link for the target %s', (targetLink) => {
    setViewportWidth(DESKTOP);
    renderSection({ ...hund, targetLink, offers: [{ ...offer('Napf'), targetLink }, offer('Leine'), offer('Bett')] });
    expect(screen.getByRole('img', { name: 'Alles für Ihren Hund' }).closest('a')).toBeNull();
    expect(screen.getByText('Napf').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: /Leine/ })).toHaveAttribute('href', '/shop/hunde/leine');
  });

  it('renders nothing without headline, pictures and offers', () => {
    setViewportWidth(DESKTOP);
    const { container } = renderSection({ headline: ' ', offers: null, desktopHeaderImage: '', tabletHeaderImage: null, mobileHeaderImage: undefined });
    expect(container).toBeEmptyDOMElement();
  });

  it('counts the header and each offer after 500 ms wholly in view: not at 499 ms, not partly, not when they leave earlier', async () => {
    jest.useFakeTimers();
    try {
      setViewportWidth(DESKTOP);
      const tracker = installFakeTracker();
      const view = impressionsInView(tracker);
      renderSection();
      await waitFor(() => expect(tracker.observations).toHaveLength(5));
      expectBannerImpression(tracker, view, screen.getByRole('link', { name: 'Alles für Ihren Hund' }), { name: 'pet_section', id: 'pet-section-hund' });
      act(() => view.setVisibleRatio(screen.getByRole('link', { name: 'Kauartikel & Snacks' }), 1));
      act(() => jest.advanceTimersByTime(500));
      expect(tracker.events.map((event) => event.target)).toEqual([
        { name: 'pet_section', id: 'pet-section-hund' },
        { name: 'pet_section_offer', id: 'pet-section-hund-3' },
      ]);
    } finally {
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });

  it("sends CLICK for the header and for an offer, with the offer's place among all offers", async () => {
    setViewportWidth(PHONE);
    const tracker = installFakeTracker();
    renderSection({ ...hund, offers: [offer('Napf', { desktop: true }), offer('Leine'), offer('Bett'), offer('Ball')] });
    await clickLink(screen.getByRole('link', { name: 'Alles für Ihren Hund' }));
    await clickLink(screen.getByRole('link', { name: 'Bett (Mobil) Bett' }));
    await waitFor(() =>
      expect(tracker.events.map((event) => [event.event, event.context.pageCode, event.target])).toEqual([
        ['CLICK', 'web_home', { name: 'pet_section', id: 'pet-section-hund' }],
        ['CLICK', 'web_home', { name: 'pet_section_offer', id: 'pet-section-hund-3' }],
      ]),
    );
  });

  it('accepts both samples and refuses a malformed model', () => {
    expect(v.safeParse(petSectionSchema, sampleBlock('pet-section-hund')).success).toBe(true);
    expect(v.safeParse(petSectionSchema, sampleBlock('pet-section-katze')).success).toBe(true);
    expect(v.safeParse(petSectionSchema, { ...hund, offers: 'Napf' }).success).toBe(false);
    expect(v.safeParse(petSectionSchema, { ...hund, offers: [{ title: 3 }] }).success).toBe(false);
  });
});
