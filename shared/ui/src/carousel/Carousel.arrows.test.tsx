import { useEffect, useRef, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';
import type { CarouselSlide } from './carousel-types';

jest.mock('swiper/css', () => ({})); // see Carousel.test.tsx

/**
 * jsdom has no layout, so the real swiper always sees every slide fitting and disables both arrows.
 * This file replaces swiper/react with a minimal stand-in: it hands the carousel a swiper instance that is
 * in the middle of its slides, so the arrow buttons can be used.
 */
const mockSwiper = { isBeginning: false, isEnd: false, slideNext: jest.fn(), slidePrev: jest.fn() };

jest.mock('swiper/react', () => ({
  Swiper: function MockSwiper({ children, onSwiper }: { children: ReactNode; onSwiper?: (swiper: unknown) => void }) {
    // Like swiper: hand out the instance once, on mount.
    const latest = useRef(onSwiper);
    latest.current = onSwiper;
    useEffect(() => latest.current?.(mockSwiper), []);
    return <div data-testid="swiper">{children}</div>;
  },
  SwiperSlide: function MockSwiperSlide({ children }: { children: ReactNode }) {
    return <div>{children}</div>;
  },
}));

const slides: CarouselSlide[] = [
  { key: 'a', content: <p>Trockenfutter</p> },
  { key: 'b', content: <p>Nassfutter</p> },
];

beforeEach(() => {
  mockSwiper.isBeginning = false;
  mockSwiper.isEnd = false;
});

describe('Carousel arrow buttons', () => {
  it('slide forward and call onNext', async () => {
    const onNext = jest.fn();
    const onPrevious = jest.fn();
    render(<Carousel id="c" label="Bestseller" slides={slides} onNext={onNext} onPrevious={onPrevious} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nächste Elemente' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(mockSwiper.slideNext).toHaveBeenCalledTimes(1);
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('slide back and call onPrevious', async () => {
    const onNext = jest.fn();
    const onPrevious = jest.fn();
    render(<Carousel id="c" label="Bestseller" slides={slides} onNext={onNext} onPrevious={onPrevious} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Vorherige Elemente' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(mockSwiper.slidePrev).toHaveBeenCalledTimes(1);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('are usable with the keyboard', async () => {
    const onNext = jest.fn();
    render(<Carousel id="c" label="Bestseller" slides={slides} onNext={onNext} />);
    const next = await screen.findByRole('button', { name: 'Nächste Elemente' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  it('disable the previous arrow at the start and the next arrow at the end', async () => {
    mockSwiper.isBeginning = true;
    const onPrevious = jest.fn();
    render(<Carousel id="c" label="Bestseller" slides={slides} onPrevious={onPrevious} />);
    const previous = await screen.findByRole('button', { name: 'Vorherige Elemente' });
    expect(previous).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nächste Elemente' })).toBeEnabled();
    await userEvent.click(previous);
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('disable the next arrow at the end', async () => {
    mockSwiper.isEnd = true;
    render(<Carousel id="c" label="Bestseller" slides={slides} />);
    expect(await screen.findByRole('button', { name: 'Nächste Elemente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vorherige Elemente' })).toBeEnabled();
  });
});
