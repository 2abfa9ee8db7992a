import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { PAGE_CODES } from '@storefront/contracts';
import { impressionsInView, installFakeTracker, setMediaFeatures, setUpPlatform, setViewportWidth } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import { expectBannerImpression } from '../../test-support/banner-impression';
import { clickLink } from '../../test-support/click-link';
import { sampleBlock } from '../../test-support/sample-data';
import { HeroBannerCarousel } from './HeroBannerCarousel';
import { heroBannerSchema, type HeroBannerModel, type HeroBannerSlideModel } from './hero-banner-model';

const BLOCK_ID = 'hero-banner-carousel';
const PHONE = 390;
const TABLET = 1024;
const DESKTOP = 1440;
const CAROUSEL = 'Top-Themen';
const PAUSE = 'Automatisches Weiterblättern anhalten';
const PLAY = 'Automatisches Weiterblättern starten';

const sample = v.parse(heroBannerSchema, sampleBlock(BLOCK_ID));

function slide(name: string, images: { desktop?: boolean; mobile?: boolean } = { desktop: true, mobile: true }): HeroBannerSlideModel {
  return {
    desktopImage: images.desktop ? `/images/content/${name}-desktop.jpg` : undefined,
    desktopImageAltText: `${name} (Desktop)`,
    mobileImage: images.mobile ? `/images/content/${name}-mobile.jpg` : undefined,
    mobileImageAltText: `${name} (Mobil)`,
    targetLink: `/shop/${name}`,
  };
}

/** A window of that width, without reduced motion unless asked for (the jest preset's matchMedia says there is). */
function setViewport({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }) {
  setViewportWidth(width);
  setMediaFeatures({ reducedMotion });
}

function renderHero(model: HeroBannerModel = sample) {
  return render(
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <HeroBannerCarousel model={model} blockId={BLOCK_ID} />
    </TrackingPageProvider>,
  );
}

const imageSources = () => screen.queryAllByRole('img').map((image) => image.getAttribute('src'));

beforeEach(() => setUpPlatform());

describe('HeroBannerCarousel: which slides a device shows', () => {
  it.each([TABLET, DESKTOP])('at %i px shows every slide with its desktop image in a carousel', (width) => {
    setViewport({ width });
    renderHero();
    const carousel = screen.getByRole('region', { name: CAROUSEL });
    expect(within(carousel).getAllByRole('group')).toHaveLength(4);
    expect(within(carousel).getByRole('link', { name: 'Eigenmarken-Wochen: 15 % Rabatt auf Purizon' })).toHaveAttribute('href', '/shop/eigenmarken/purizon');
    expect(within(carousel).getByRole('link', { name: 'zooPunkte sammeln und Prämien sichern' })).toHaveAttribute('href', '/zooclub/overview');
    expect(imageSources()).toEqual([
      '/images/content/hero-eigenmarken-wochen-desktop.jpg?w=1440',
      '/images/content/hero-lachsoel-desktop.jpg?w=1440',
      '/images/content/hero-katzenstreu-desktop.jpg?w=1440',
      '/images/content/hero-zoopunkte-desktop.jpg?w=1440',
    ]);
  });

  it('on a phone shows every slide with its mobile image in a carousel', () => {
    setViewport({ width: PHONE });
    renderHero();
    const carousel = screen.getByRole('region', { name: CAROUSEL });
    expect(within(carousel).getAllByRole('group')).toHaveLength(4);
    expect(imageSources()[0]).toBe('/images/content/hero-eigenmarken-wochen-mobile.jpg?w=800');
    expect(imageSources().every((src) => src?.includes('-mobile.jpg'))).toBe(true);
  });

  it.each([TABLET, DESKTOP])('at %i px is a carousel with 2 slides that have a desktop image, leaving out those without', (width) => {
    setViewport({ width });
    renderHero({ slides: [slide('hund'), slide('nur-mobil', { mobile: true }), slide('katze')] });
    const carousel = screen.getByRole('region', { name: CAROUSEL });
    expect(
      within(carousel)
        .getAllByRole('group')
        .map((group) => within(group).getByRole('img').getAttribute('alt')),
    ).toEqual(['hund (Desktop)', 'katze (Desktop)']);
  });

  it.each([TABLET, DESKTOP])('at %i px is one static banner when only 1 slide has a desktop image', (width) => {
    setViewport({ width });
    renderHero({ slides: [slide('nur-mobil', { mobile: true }), slide('katze'), slide('auch-mobil', { mobile: true })] });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'katze (Desktop)' })).toHaveAttribute('href', '/shop/katze');
    expect(imageSources()).toEqual(['/images/content/katze-desktop.jpg?w=1440']);
  });

  it('on a phone is a carousel with 2 slides that have a mobile image, and a static banner with 1', () => {
    setViewport({ width: PHONE });
    const { unmount } = renderHero({ slides: [slide('hund', { mobile: true }), slide('nur-desktop', { desktop: true }), slide('katze', { mobile: true })] });
    expect(within(screen.getByRole('region', { name: CAROUSEL })).getAllByRole('group')).toHaveLength(2);
    unmount();
    renderHero({ slides: [slide('hund', { mobile: true }), slide('nur-desktop', { desktop: true })] });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hund (Mobil)' })).toHaveAttribute('href', '/shop/hund');
  });

  it.each([
    [PHONE, 'without mobile images', { desktop: true }],
    [DESKTOP, 'without desktop images', { mobile: true }],
  ])('at %i px renders nothing %s', (width, _case, images) => {
    setViewport({ width });
    const { container } = renderHero({ slides: [slide('hund', images), slide('katze', images)] });
    expect(container).toBeEmptyDOMElement();
  });

  it('counts a blank or absurdly long image URL as none, and renders nothing without slides', () => {
    setViewport({ width: DESKTOP });
    const blank = { ...slide('hund'), desktopImage: '   ' };
    const broken = { ...slide('maus'), desktopImage: `/images/${'x'.repeat(100_000)}.jpg` };
    const { container, rerender } = renderHero({ slides: [blank, broken, slide('katze')] });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'katze (Desktop)' })).toBeInTheDocument();
    rerender(<HeroBannerCarousel model={{ slides: [] }} blockId={BLOCK_ID} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('switches to the mobile slides when the viewport narrows to a phone', () => {
    setViewport({ width: DESKTOP });
    renderHero({ slides: [slide('hund'), slide('katze', { desktop: true })] });
    expect(screen.getByRole('region', { name: CAROUSEL })).toBeInTheDocument();
    act(() => setViewportWidth(PHONE));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hund (Mobil)' })).toBeInTheDocument();
  });
});

describe('HeroBannerCarousel: images and links', () => {
  it('loads the first picture at once with high priority and the others lazily, all with their box size', () => {
    setViewport({ width: DESKTOP });
    renderHero();
    const [first, ...others] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    others.forEach((image) => {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    });
    screen.getAllByRole('img').forEach((image) => {
      expect(image).toHaveAttribute('width', '1440');
      expect(image).toHaveAttribute('height', '400');
      expect(image).toHaveAttribute('sizes', '(min-width: 1600px) 1600px, 100vw');
    });
  });

  it('loads a static banner at once with high priority, and phone pictures with their own box', () => {
    setViewport({ width: PHONE });
    renderHero({ slides: [slide('hund', { mobile: true })] });
    const image = screen.getByRole('img', { name: 'hund (Mobil)' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image.closest('picture')?.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('hund-mobile.webp?w=400 400w'),
    );
  });

  it("falls back to the other picture's alt text, then to a German name for the link", () => {
    setViewport({ width: DESKTOP });
    renderHero({
      slides: [
        { ...slide('hund'), desktopImageAltText: ' ' },
        { ...slide('katze'), desktopImageAltText: null, mobileImageAltText: null },
      ],
    });
    expect(screen.getByRole('link', { name: 'hund (Mobil)' })).toHaveAttribute('href', '/shop/hund');
    expect(screen.getByRole('link', { name: 'Aktion 2' })).toHaveAttribute('href', '/shop/katze');
  });

  it.each(['javascript:alert(1)', 'https://evil.example/angebote', '//evil.example', null])(
    'shows the slide without a link for the target %s',
    (targetLink) => {
      setViewport({ width: DESKTOP });
      renderHero({ slides: [{ ...slide('hund'), targetLink }, slide('katze')] });
      expect(screen.getByRole('img', { name: 'hund (Desktop)' }).closest('a')).toBeNull();
      expect(screen.getAllByRole('link', { name: /(Desktop)/ })).toHaveLength(1);
    },
  );

  it('hides a picture that fails to load, keeping its box and the name of its slide link', () => {
    setViewport({ width: DESKTOP });
    renderHero();
    const name = 'Neu im Sortiment: Wolf of Wilderness Lachsöl für Hunde';
    fireEvent.error(screen.getByRole('img', { name }));
    expect(screen.getByRole('img', { name })).not.toBeVisible();
    expect(screen.getByRole('img', { name })).toHaveAttribute('height', '400');
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/shop/hunde/hundefutter_ergaenzung/wolf_of_wilderness/lachsoel/180118');
  });
});

describe('HeroBannerCarousel: autoplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  const swiperRuns = (container: HTMLElement) => container.querySelector('.swiper-initialized') !== null;
  const wait = async (ms: number) => {
    await act(() => jest.advanceTimersByTimeAsync(ms));
    await act(() => jest.advanceTimersByTimeAsync(0));
  };

  it.each([TABLET, DESKTOP])('plays by itself at %i px with a visible pause control; its first step brings swiper', async (width) => {
    setViewport({ width });
    const { container } = renderHero();
    expect(screen.getByRole('button', { name: PAUSE })).toBeVisible();
    await wait(4999);
    expect(swiperRuns(container)).toBe(false);
    await wait(1);
    expect(swiperRuns(container)).toBe(true);
  });

  it('is off on a phone: no control, and swiper is never loaded by itself', async () => {
    setViewport({ width: PHONE });
    const { container } = renderHero();
    expect(screen.getByRole('region', { name: CAROUSEL })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAUSE })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PLAY })).not.toBeInTheDocument();
    await wait(20_000);
    expect(swiperRuns(container)).toBe(false);
  });

  it('stops when the shopper presses the pause control', async () => {
    setViewport({ width: DESKTOP });
    const { container } = renderHero();
    // A click without pointer or focus, as from a screen reader: otherwise the intent alone would bring swiper.
    fireEvent.click(screen.getByRole('button', { name: PAUSE }));
    expect(screen.getByRole('button', { name: PLAY })).toBeVisible();
    await wait(20_000);
    expect(swiperRuns(container)).toBe(false);
  });

  it('stands still under prefers-reduced-motion, offering to play', async () => {
    setViewport({ width: DESKTOP, reducedMotion: true });
    const { container } = renderHero();
    expect(screen.getByRole('button', { name: PLAY })).toBeInTheDocument();
    await wait(20_000);
    expect(swiperRuns(container)).toBe(false);
  });
});

describe('HeroBannerCarousel: tracking', () => {
  const SECOND = 'Neu im Sortiment: Wolf of Wilderness Lachsöl für Hunde';

  it('counts a slide once half of it has been in view for 500 ms: not at 499 ms, not below half, not when it leaves earlier', async () => {
    jest.useFakeTimers();
    try {
      setViewport({ width: DESKTOP, reducedMotion: true });
      const tracker = installFakeTracker();
      const view = impressionsInView(tracker);
      renderHero();
      await waitFor(() => expect(tracker.observations).toHaveLength(4));
      expectBannerImpression(tracker, view, screen.getByRole('link', { name: SECOND }), { name: 'hero_banner', id: 'hero-banner-carousel-2' }, 0.5);
    } finally {
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });

  it("sends CLICK with the slide's target when the shopper follows it", async () => {
    setViewport({ width: DESKTOP, reducedMotion: true });
    const tracker = installFakeTracker();
    renderHero();
    await clickLink(screen.getByRole('link', { name: 'zooPunkte sammeln und Prämien sichern' }));
    await waitFor(() =>
      expect(tracker.events).toEqual([{ event: 'CLICK', context: { pageCode: 'web_home' }, target: { name: 'hero_banner', id: 'hero-banner-carousel-4' } }]),
    );
  });

  it("keeps a slide's tracking id on every device: its place among all slides of the content", async () => {
    setViewport({ width: PHONE });
    const tracker = installFakeTracker();
    renderHero({ slides: [slide('nur-desktop', { desktop: true }), slide('hund', { mobile: true }), slide('katze', { mobile: true })] });
    await waitFor(() => expect(tracker.observations).toHaveLength(2));
    tracker.showAll();
    expect(tracker.events.map((event) => event.target?.id)).toEqual(['hero-banner-carousel-2', 'hero-banner-carousel-3']);
  });
});

describe('heroBannerSchema', () => {
  it('accepts the sample data and slides with missing or null fields', () => {
    expect(v.safeParse(heroBannerSchema, sampleBlock(BLOCK_ID)).success).toBe(true);
    expect(v.safeParse(heroBannerSchema, { slides: [{ targetLink: '/shop' }, { desktopImage: null, targetLink: null }] }).success).toBe(true);
  });

  it.each([
    ['no slides list', {}],
    ['slides that are not a list', { slides: 'hero' }],
    ['a slide with a number for an image', { slides: [{ desktopImage: 42, targetLink: '/shop' }] }],
  ])('refuses a model with %s', (_case, model) => {
    expect(v.safeParse(heroBannerSchema, model).success).toBe(false);
  });
});

describe('HeroBannerCarousel: before the width is known (a first view for every width)', () => {
  const renderForAnyWidth = (model: HeroBannerModel) => {
    document.body.innerHTML = renderToString(
      <TrackingPageProvider pageCode={PAGE_CODES.home}>
        <HeroBannerCarousel model={model} blockId={BLOCK_ID} />
      </TrackingPageProvider>,
    );
  };

  it('shows the first slide of each image set, each only at its widths, when they are different slides', () => {
    renderForAnyWidth({ slides: [slide('nur-desktop', { desktop: true }), slide('hund')] });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.className])).toEqual([
      ['/shop/hund', 'hp-hero__slide hp-hero__slide--only-mobile'],
      ['/shop/nur-desktop', 'hp-hero__slide hp-hero__slide--only-desktop'],
    ]);
    expect(document.querySelectorAll('source[media]')).toHaveLength(0);
  });

  it('renders nothing without any image', () => {
    renderForAnyWidth({ slides: [slide('leer', {})] });
    expect(document.body).toBeEmptyDOMElement();
  });
});
