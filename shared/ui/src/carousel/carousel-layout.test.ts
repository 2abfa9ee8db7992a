import { resolveCarouselLayout } from './carousel-layout';

const base = { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 16 };
const breakpoints = { 544: { slidesPerView: 3 }, 768: { slidesPerView: 4, slidesPerGroup: 4 }, 1200: { slidesPerView: 5, spaceBetween: 24 } };

describe('resolveCarouselLayout', () => {
  it.each([
    [320, { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 16 }],
    [544, { slidesPerView: 3, slidesPerGroup: 1, spaceBetween: 16 }],
    [767, { slidesPerView: 3, slidesPerGroup: 1, spaceBetween: 16 }],
    [768, { slidesPerView: 4, slidesPerGroup: 4, spaceBetween: 16 }],
    [1400, { slidesPerView: 5, slidesPerGroup: 1, spaceBetween: 24 }],
  ])('at %ipx takes the widest breakpoint not wider than the viewport over the base settings', (width, expected) => {
    expect(resolveCarouselLayout(base, breakpoints, width)).toEqual(expected);
  });

  it('uses the base settings without breakpoints', () => {
    expect(resolveCarouselLayout(base, undefined, 1400)).toEqual(base);
  });
});
