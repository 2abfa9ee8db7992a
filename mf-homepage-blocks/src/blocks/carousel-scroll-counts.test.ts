import { scrollCounts, slideImageSizes } from './carousel-scroll-counts';

describe('scrollCounts', () => {
  it('shows and scrolls the same number of slides from each width', () => {
    expect(scrollCounts({ 768: 2, 1200: 3 })).toEqual({
      768: { slidesPerView: 2, slidesPerGroup: 2 },
      1200: { slidesPerView: 3, slidesPerGroup: 3 },
    });
  });
});

describe('slideImageSizes', () => {
  it('gives one slide the page width (on phones; less the arrows from the tablet breakpoint) below the first breakpoint and shares it above', () => {
    expect(slideImageSizes({ 768: 2, 1200: 3 })).toBe(
      '(min-width: 1440px) 424px, (min-width: 1200px) calc((100vw - 168px) / 3), (min-width: 768px) calc((100vw - 152px) / 2), (min-width: 544px) calc(100vw - 136px), calc(100vw - 32px)',
    );
  });

  it('uses fixed widths from the page width on, also for breakpoints beyond it', () => {
    expect(slideImageSizes({ 700: 2, 960: 3, 1399: 4, 1600: 5 })).toBe(
      '(min-width: 1600px) 248px, (min-width: 1440px) 314px, (min-width: 1399px) calc((100vw - 184px) / 4), (min-width: 960px) calc((100vw - 168px) / 3), (min-width: 700px) calc((100vw - 152px) / 2), (min-width: 544px) calc(100vw - 136px), calc(100vw - 32px)',
    );
  });

  it('shares the phone width without arrows for a breakpoint below the tablet one', () => {
    expect(slideImageSizes({ 0: 2, 400: 3, 544: 4 })).toBe(
      '(min-width: 1440px) 314px, (min-width: 544px) calc((100vw - 184px) / 4), (min-width: 400px) calc((100vw - 64px) / 3), calc((100vw - 48px) / 2)',
    );
  });

  it('is the page width less the arrows for a carousel of one slide at any width from the tablet breakpoint', () => {
    expect(slideImageSizes({})).toBe('(min-width: 1440px) 1304px, (min-width: 544px) calc(100vw - 136px), calc(100vw - 32px)');
  });
});
