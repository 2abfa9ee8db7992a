import { screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { installFakeTracker } from '@storefront/test-support';
import { itScrollsBy } from '../../test-support/carousel-scroll-counts';
import { expectImpressionOf, renderOnHomepage } from '../../test-support/render-on-homepage';
import { sampleBlock } from '../../test-support/sample-data';
import { SocialMediaCarousel } from './SocialMediaCarousel';
import { socialMediaCarouselSchema, type SocialMediaCarouselModel, type SocialMediaSlideModel } from './social-media-model';

const slide = (id: string, image: string, imageAltText = `Bild ${id}`): SocialMediaSlideModel => ({ image, imageAltText, metadata: { id } });

const model: SocialMediaCarouselModel = {
  headline: '#zooplus auf Instagram',
  slides: [
    slide('social-1', 'https://media.zooplus.de/social/katze.jpg', 'Katze im Karton'),
    slide('social-2', '//cdn.zooplus.de/social/hund.jpg', 'Hund mit Ball'),
    slide('social-3', 'https://media.zooplus.de/social/kaninchen.jpg'),
    slide('social-4', 'https://media.zooplus.de/social/vogel.jpg'),
    slide('social-5', 'https://media.zooplus.de/social/fisch.jpg'),
  ],
};

function renderSocial(social: SocialMediaCarouselModel = model) {
  return renderOnHomepage(<SocialMediaCarousel model={social} blockId="social-media-carousel" />);
}

describe('SocialMediaCarousel', () => {
  it('is a region under its headline with a carousel of the images and their alt texts', () => {
    renderSocial();
    const block = screen.getByRole('region', { name: '#zooplus auf Instagram' });
    expect(within(block).getByRole('heading', { level: 2, name: '#zooplus auf Instagram' })).toBeInTheDocument();
    const carousel = within(block).getByRole('region', { name: 'Bilder aus den sozialen Medien' });
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Katze im Karton', 'Hund mit Ball', 'Bild social-3', 'Bild social-4', 'Bild social-5']);
    expect(within(carousel).getByRole('link', { name: 'Karussell überspringen' })).toHaveAttribute('href', '#skip-social-media-carousel');
  });

  it('shows each image at 300x250, lazily, webp with jpeg fallback', () => {
    renderSocial();
    const image = screen.getByRole('img', { name: 'Katze im Karton' });
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '250');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', 'https://media.zooplus.de/social/katze.jpg?w=300');
    expect(image.closest('picture')?.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain(
      'https://media.zooplus.de/social/katze.webp?w=600 600w',
    );
    expect(image.getAttribute('sizes')).toBe(
      '(min-width: 1440px) 314px, (min-width: 1399px) calc((100vw - 184px) / 4), (min-width: 960px) calc((100vw - 168px) / 3), (min-width: 700px) calc((100vw - 152px) / 2), (min-width: 544px) calc(100vw - 136px), calc(100vw - 32px)',
    );
  });

  it('loads a protocol-less image URL over https, and an absolute one as it is', () => {
    renderSocial({
      ...model,
      slides: [slide('a', '//cdn.zooplus.de/social/hund.jpg', 'Hund mit Ball'), slide('b', 'http://localhost:8090/images/content/social-1.jpg', 'Katze')],
    });
    const protocolLess = screen.getByRole('img', { name: 'Hund mit Ball' });
    expect(protocolLess).toHaveAttribute('src', 'https://cdn.zooplus.de/social/hund.jpg?w=300');
    expect(
      protocolLess
        .getAttribute('srcset')
        ?.split(', ')
        .every((candidate) => candidate.startsWith('https://cdn.zooplus.de/social/hund.jpg?w=')),
    ).toBe(true);
    expect(protocolLess.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toMatch(
      /^https:\/\/cdn\.zooplus\.de\/social\/hund\.webp\?w=300 300w/,
    );
    expect(screen.getByRole('img', { name: 'Katze' })).toHaveAttribute('src', 'http://localhost:8090/images/content/social-1.jpg?w=300');
  });

  it('gives an image without alt text an empty alt, and leaves out slides without an image', () => {
    const { container } = renderSocial({ headline: 'Instagram', slides: [slide('a', 'https://media.zooplus.de/a.jpg', ''), slide('b', ' ')] });
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it('is named by its carousel when content gives no headline', () => {
    renderSocial({ ...model, headline: null });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Bilder aus den sozialen Medien' })).toHaveLength(2);
  });

  it.each([
    ['without slides', []],
    ['with slides without images', [slide('a', '')]],
  ])('renders nothing %s', (_case, slides) => {
    const { container } = renderSocial({ ...model, slides });
    expect(container).toBeEmptyDOMElement();
  });

  it('tracks each image as seen after the banner delay, under its content id', async () => {
    const tracker = installFakeTracker();
    renderSocial();
    await waitFor(() => expect(tracker.observations).toHaveLength(5));
    const slide = screen.getByRole('img', { name: 'Hund mit Ball' }).closest('.hp-social-media__slide') as HTMLElement;
    expectImpressionOf(tracker, slide, { name: 'social_media_image', id: 'social-2' }, BANNER_IMPRESSION_DELAY_MS);
  });

  // Spec section 9: social 1, 2 at 700, 3 at 960, 4 at 1399 px.
  itScrollsBy(
    [
      [390, 1],
      [699, 1],
      [700, 2],
      [959, 2],
      [960, 3],
      [1398, 3],
      [1399, 4],
      [1920, 4],
    ],
    () => {
      renderSocial();
      return screen.getByRole('region', { name: 'Bilder aus den sozialen Medien' });
    },
  );

  it('accepts the sample data and refuses slides without an id or image', () => {
    const sample = sampleBlock('social-media-carousel');
    expect(v.safeParse(socialMediaCarouselSchema, sample).success).toBe(true);
    expect(v.safeParse(socialMediaCarouselSchema, { ...model, slides: [{ image: 'https://media.zooplus.de/a.jpg', imageAltText: 'A' }] }).success).toBe(false);
    expect(v.safeParse(socialMediaCarouselSchema, { ...model, slides: [{ imageAltText: 'A', metadata: { id: 'a' } }] }).success).toBe(false);
    expect(v.safeParse(socialMediaCarouselSchema, { headline: 'Instagram' }).success).toBe(false);
  });
});
