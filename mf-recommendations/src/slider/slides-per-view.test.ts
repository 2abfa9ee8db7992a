import { fontScaleOf, readRootFontScale, sliderBreakpoints } from './slides-per-view';

describe('fontScaleOf: the nearest of 1, 1.5 and 2 to root font size / 16', () => {
  it.each([
    [16, 1],
    [18, 1],
    [20.5, 1.5],
    [24, 1.5],
    [27, 1.5],
    [29, 2],
    [32, 2],
    [48, 2],
    [12, 1],
    [0, 1],
    [Number.NaN, 1],
  ])('%spx -> %s', (px, scale) => {
    expect(fontScaleOf(px)).toBe(scale);
  });

  it('reads the root element font size', () => {
    document.documentElement.style.fontSize = '24px';
    try {
      expect(readRootFontScale()).toBe(1.5);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });
});

const perView = (breakpoints: ReturnType<typeof sliderBreakpoints>) =>
  Object.fromEntries(Object.entries(breakpoints).map(([width, settings]) => [width, settings.slidesPerView]));

describe('sliderBreakpoints: cards per view by width and font scale, one more from 1400px', () => {
  it.each([
    [1, undefined, { 0: 2, 544: 3, 768: 4, 1200: 5, 1400: 6 }],
    [1.5, undefined, { 0: 1, 544: 2, 768: 3, 1200: 4, 1400: 5 }],
    [2, undefined, { 0: 1, 544: 1, 768: 2, 1200: 3, 1400: 4 }],
    [1, 5, { 0: 2, 544: 3, 768: 4, 1200: 5, 1400: 5 }],
    [1.5, 5, { 0: 1, 544: 2, 768: 3, 1200: 4, 1400: 5 }],
    [2, 5, { 0: 1, 544: 1, 768: 2, 1200: 3, 1400: 4 }],
  ] as const)('scale %s, slidesPerViewXl %s', (scale, xl, expected) => {
    expect(perView(sliderBreakpoints(scale, xl))).toEqual(expected);
  });

  it('scrolls by a full view', () => {
    expect(sliderBreakpoints(1)[768]).toEqual({ slidesPerView: 4, slidesPerGroup: 4 });
  });
});
