import { render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { PAGE_CODES } from '@storefront/contracts';
import { impressionsInView, installFakeTracker, setUpPlatform } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import { expectBannerImpression } from '../../test-support/banner-impression';
import { clickLink } from '../../test-support/click-link';
import { sampleBlock } from '../../test-support/sample-data';
import { ResponsiveBanner } from './ResponsiveBanner';
import { responsiveBannerSchema, type ResponsiveBannerModel } from './responsive-banner-model';

const BLOCK_ID = 'responsive-banner-zooclub';
const ALT = 'Jetzt Mitglied im zooclub werden und Punkte sammeln';
const LINK_NAME = 'Mehr über den zooclub erfahren';

const model = v.parse(responsiveBannerSchema, sampleBlock(BLOCK_ID));

function renderBanner(banner: ResponsiveBannerModel = model) {
  return render(
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <ResponsiveBanner model={banner} blockId={BLOCK_ID} />
    </TrackingPageProvider>,
  );
}

beforeEach(() => setUpPlatform());

describe('ResponsiveBanner', () => {
  it('links the picture to ctaUrl, named by ctaAreaLabel', () => {
    renderBanner();
    const link = screen.getByRole('link', { name: LINK_NAME });
    expect(link).toHaveAttribute('href', '/zooclub/overview');
    expect(link).toContainElement(screen.getByRole('img', { name: ALT }));
  });

  it('trims the link target', () => {
    renderBanner({ ...model, ctaUrl: '  /zooclub/overview \n' });
    expect(screen.getByRole('link', { name: LINK_NAME })).toHaveAttribute('href', '/zooclub/overview');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['blank with a line break', ' \n\t '],
    ['missing', null],
  ])('shows the picture without a link when ctaUrl is %s', (_case, ctaUrl) => {
    renderBanner({ ...model, ctaUrl });
    expect(screen.getByRole('img', { name: ALT })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'https://evil.example/zooclub', '//evil.example', ' javascript:alert(1) '])(
    'shows the picture without a link for the unsafe target %s',
    (ctaUrl) => {
      renderBanner({ ...model, ctaUrl });
      expect(screen.getByRole('img', { name: ALT })).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );

  it('is named by the picture when there is no ctaAreaLabel', () => {
    renderBanner({ ...model, ctaAreaLabel: ' ' });
    expect(screen.getByRole('link', { name: ALT })).toHaveAttribute('href', '/zooclub/overview');
  });

  it('has a German name when it has neither ctaAreaLabel nor alt text', () => {
    renderBanner({ ...model, ctaAreaLabel: '', desktopImageAltText: '  ' });
    expect(screen.getByRole('link', { name: 'Aktion' })).toHaveAttribute('href', '/zooclub/overview');
    renderBanner({ ...model, ctaAreaLabel: null, desktopImageAltText: null });
    expect(screen.getAllByRole('link', { name: 'Aktion' })).toHaveLength(2);
  });

  it('shows the mobile picture on phones and the desktop picture from 544 px, each with its box', () => {
    const { container } = renderBanner();
    const desktop = Array.from(container.querySelectorAll('source[media="(min-width: 544px)"]'));
    expect(desktop.map((source) => source.getAttribute('type'))).toEqual(['image/webp', 'image/jpeg']);
    desktop.forEach((source) => {
      expect(source.getAttribute('srcset')).toMatch(/^\/images\/content\/banner-zooclub-desktop\.(webp|jpg)\?w=544 544w/);
      expect(source).toHaveAttribute('width', '1400');
      expect(source).toHaveAttribute('height', '250');
    });
    const image = screen.getByRole('img', { name: ALT });
    expect(image).toHaveAttribute('src', '/images/content/banner-zooclub-mobile.jpg?w=750');
    expect(image).toHaveAttribute('width', '750');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the one picture it has on every device', () => {
    const { container } = renderBanner({ ...model, mobileImage: '' });
    expect(container.querySelector('source[media]')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute('src', '/images/content/banner-zooclub-desktop.jpg?w=1400');
  });

  it('renders nothing without pictures', () => {
    const { container } = renderBanner({ ...model, mobileImage: ' ', desktopImage: null });
    expect(container).toBeEmptyDOMElement();
  });

  it('counts the banner under its identifier after 500 ms wholly in view: not at 499 ms, not partly, not when it leaves earlier', async () => {
    jest.useFakeTimers();
    try {
      const tracker = installFakeTracker();
      const view = impressionsInView(tracker);
      renderBanner();
      await waitFor(() => expect(tracker.observations).toHaveLength(1));
      expectBannerImpression(tracker, view, screen.getByRole('link', { name: LINK_NAME }), { name: 'responsive_banner', id: 'zooclub-banner' });
    } finally {
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });

  it('sends CLICK when the shopper follows the banner, under the block id when it has no identifier', async () => {
    const tracker = installFakeTracker();
    renderBanner({ ...model, identifier: '' });
    await clickLink(screen.getByRole('link', { name: LINK_NAME }));
    await waitFor(() =>
      expect(tracker.events).toEqual([{ event: 'CLICK', context: { pageCode: 'web_home' }, target: { name: 'responsive_banner', id: BLOCK_ID } }]),
    );
  });

  it('accepts the sample data and refuses a malformed model', () => {
    expect(v.safeParse(responsiveBannerSchema, sampleBlock(BLOCK_ID)).success).toBe(true);
    expect(v.safeParse(responsiveBannerSchema, { ...model, ctaUrl: 42 }).success).toBe(false);
    expect(v.safeParse(responsiveBannerSchema, 'banner').success).toBe(false);
  });
});
