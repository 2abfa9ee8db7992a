import { render } from '@testing-library/react';
import { setUpPlatform, setViewportWidth } from '@storefront/test-support';
import { BrandCarousel } from './BrandCarousel';
import type { BrandCarouselModel } from './brand-carousel-model';

const model: BrandCarouselModel = {
  headline: 'Unsere Top-Marken',
  variation: 'carousel',
  slides: Array.from({ length: 12 }, (_, index) => ({ brandLogoImage: `/images/content/brand-${index}.jpg`, targetLink: `/shop/marken/${index}` })),
};

/** What the carousel lays out (and hands swiper) at the current window width. */
function logosPerView(container: HTMLElement): string | undefined {
  return (container.querySelector('.sf-carousel__viewport') as HTMLElement | null)?.style.getPropertyValue('--sf-carousel-per-view');
}

beforeEach(() => setUpPlatform());

// Spec section 9: slides per view by window width 360: 3.5, 470: 4.5, 544: 5.5, 768: 6.5, 1000: 7.5, 1200: 8,
// 1330: 9, default 3. Each figure at its width and 1 px below.
describe('brand logos per view', () => {
  it.each([
    [320, '3'],
    [359, '3'],
    [360, '3.5'],
    [469, '3.5'],
    [470, '4.5'],
    [543, '4.5'],
    [544, '5.5'],
    [767, '5.5'],
    [768, '6.5'],
    [999, '6.5'],
    [1000, '7.5'],
    [1199, '7.5'],
    [1200, '8'],
    [1329, '8'],
    [1330, '9'],
    [1920, '9'],
  ])('at %i px shows %s logos', (width, expected) => {
    setViewportWidth(width);
    const { container } = render(<BrandCarousel model={model} blockId="brand-carousel" />);
    expect(logosPerView(container)).toBe(expected);
  });
});
