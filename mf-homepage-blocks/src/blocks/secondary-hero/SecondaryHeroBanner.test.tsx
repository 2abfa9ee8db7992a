import { render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { PAGE_CODES } from '@storefront/contracts';
import { impressionsInView, installFakeTracker, setUpPlatform, setViewportWidth } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import { expectBannerImpression } from '../../test-support/banner-impression';
import { clickLink } from '../../test-support/click-link';
import { sampleBlock } from '../../test-support/sample-data';
import { SecondaryHeroBanner } from './SecondaryHeroBanner';
import { secondaryHeroSchema, type SecondaryHeroModel } from './secondary-hero-model';

const BLOCK_ID = 'secondary-hero-banner';

const model: SecondaryHeroModel = {
  title: 'Frühlingsfit mit zooplus',
  ctrText: 'Jetzt stöbern',
  targetLink: '/shop/fruehling',
  desktopImage: '/images/content/secondary-hero-desktop.jpg',
  desktopImageAltText: 'Hund und Katze auf einer Frühlingswiese (breit)',
  tabletImage: '/images/content/secondary-hero-tablet.jpg',
  tabletImageAltText: 'Hund und Katze auf einer Frühlingswiese (Tablet)',
  mobileImage: '/images/content/secondary-hero-mobile.jpg',
  mobileImageAltText: 'Hund und Katze auf einer Frühlingswiese (Mobil)',
};

function renderBanner(banner: SecondaryHeroModel = model) {
  return render(
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <SecondaryHeroBanner model={banner} blockId={BLOCK_ID} />
    </TrackingPageProvider>,
  );
}

function sourcesOf(container: HTMLElement) {
  return Array.from(container.querySelectorAll('picture > source'), (source) => [
    source.getAttribute('media'),
    source.getAttribute('type'),
    source.getAttribute('srcset')?.split(', ')[0],
    `${source.getAttribute('width')}x${source.getAttribute('height')}`,
  ]);
}

beforeEach(() => setUpPlatform());

describe('SecondaryHeroBanner', () => {
  it('is a region named by its title, with a call-to-action link', () => {
    setViewportWidth(1440);
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Frühlingsfit mit zooplus' });
    expect(screen.getByRole('heading', { level: 2, name: 'Frühlingsfit mit zooplus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt stöbern' })).toHaveAttribute('href', '/shop/fruehling');
    expect(banner).toContainElement(screen.getByRole('img'));
  });

  it('has one picture with a webp and a jpeg source per larger device and the mobile picture as the image', () => {
    setViewportWidth(1440);
    const { container } = renderBanner();
    expect(container.querySelectorAll('picture')).toHaveLength(1);
    expect(sourcesOf(container)).toEqual([
      ['(min-width: 1200px)', 'image/webp', '/images/content/secondary-hero-desktop.webp?w=1200 1200w', '1440x360'],
      ['(min-width: 1200px)', 'image/jpeg', '/images/content/secondary-hero-desktop.jpg?w=1200 1200w', '1440x360'],
      ['(min-width: 544px)', 'image/webp', '/images/content/secondary-hero-tablet.webp?w=544 544w', '1024x384'],
      ['(min-width: 544px)', 'image/jpeg', '/images/content/secondary-hero-tablet.jpg?w=544 544w', '1024x384'],
      [null, 'image/webp', '/images/content/secondary-hero-mobile.webp?w=375 375w', 'nullxnull'],
    ]);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('src', '/images/content/secondary-hero-mobile.jpg?w=750');
    expect(image).toHaveAttribute('width', '750');
    expect(image).toHaveAttribute('height', '500');
    expect(image).toHaveAttribute('sizes', '(min-width: 1600px) 1600px, 100vw');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it.each([
    [390, 'Hund und Katze auf einer Frühlingswiese (Mobil)'],
    [800, 'Hund und Katze auf einer Frühlingswiese (Tablet)'],
    [1440, 'Hund und Katze auf einer Frühlingswiese (breit)'],
  ])('at %i px describes the picture the device shows: %s', (width, alt) => {
    setViewportWidth(width);
    renderBanner();
    expect(screen.getByRole('img')).toHaveAccessibleName(alt);
  });

  it("shows the next smaller picture on a device without its own, described by that picture's alt text", () => {
    setViewportWidth(1440);
    const { container } = renderBanner({ ...model, desktopImage: ' ' });
    expect(sourcesOf(container).map(([media]) => media)).toEqual(['(min-width: 544px)', '(min-width: 544px)', null]);
    expect(screen.getByRole('img')).toHaveAccessibleName('Hund und Katze auf einer Frühlingswiese (Tablet)');
  });

  it('uses the smallest picture there is as the image when the mobile picture is missing', () => {
    setViewportWidth(390);
    const { container } = renderBanner({ ...model, mobileImage: null });
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/content/secondary-hero-tablet.jpg?w=1024');
    expect(screen.getByRole('img')).toHaveAccessibleName('Hund und Katze auf einer Frühlingswiese (Tablet)');
    expect(sourcesOf(container).map(([media]) => media)).toEqual(['(min-width: 1200px)', '(min-width: 1200px)', null]);
  });

  it.each(['javascript:alert(1)', 'https://evil.example/fruehling', '//evil.example', '', null])(
    'shows title and picture without a link for the target %s',
    (targetLink) => {
      setViewportWidth(1440);
      renderBanner({ ...model, targetLink });
      expect(screen.getByRole('heading', { level: 2, name: 'Frühlingsfit mit zooplus' })).toBeInTheDocument();
      expect(screen.getByRole('img')).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );

  it('has no link without a call-to-action text, and no heading without a title', () => {
    setViewportWidth(1440);
    renderBanner({ ...model, ctrText: ' ', title: null });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('renders nothing without any picture and title', () => {
    setViewportWidth(1440);
    const { container } = renderBanner({ ...model, title: '', desktopImage: null, tabletImage: '', mobileImage: undefined });
    expect(container).toBeEmptyDOMElement();
  });

  it('counts the banner after 500 ms wholly in view: not at 499 ms, not partly in view, not when it leaves earlier', async () => {
    jest.useFakeTimers();
    try {
      setViewportWidth(1440);
      const tracker = installFakeTracker();
      const view = impressionsInView(tracker);
      renderBanner();
      await waitFor(() => expect(tracker.observations).toHaveLength(1));
      expectBannerImpression(tracker, view, screen.getByRole('region', { name: 'Frühlingsfit mit zooplus' }), { name: 'secondary_hero_banner', id: BLOCK_ID });
    } finally {
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });

  it('sends CLICK when the shopper follows the call to action', async () => {
    setViewportWidth(1440);
    const tracker = installFakeTracker();
    renderBanner();
    await clickLink(screen.getByRole('link', { name: 'Jetzt stöbern' }));
    await waitFor(() =>
      expect(tracker.events).toEqual([{ event: 'CLICK', context: { pageCode: 'web_home' }, target: { name: 'secondary_hero_banner', id: BLOCK_ID } }]),
    );
  });

  it('accepts the sample data and refuses a malformed model', () => {
    expect(v.safeParse(secondaryHeroSchema, sampleBlock(BLOCK_ID)).success).toBe(true);
    expect(v.safeParse(secondaryHeroSchema, { ...model, title: 42 }).success).toBe(false);
    expect(v.safeParse(secondaryHeroSchema, { ...model, desktopImage: ['/a.jpg'] }).success).toBe(false);
  });
});
