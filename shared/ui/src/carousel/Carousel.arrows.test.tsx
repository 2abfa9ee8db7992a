import { useEffect, useRef, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';
import type { CarouselProps, CarouselSlide } from './carousel-types';


/**
 * jsdom has no layout, so the real swiper always sees every slide fitting and disables both arrows.
 * This file replaces swiper/react with a minimal stand-in: on mount it hands the carousel a swiper instance
 * in the middle of its slides, and the test can report slide changes through the props it was given.
 */
interface MockSwiperProps {
  children: ReactNode;
  onSwiper?: (swiper: unknown) => void;
  onSlideChange?: (swiper: unknown) => void;
}
const mockSwiper = { isBeginning: false, isEnd: false, slideNext: jest.fn(), slidePrev: jest.fn() };
const mockSwiperProps: { current?: MockSwiperProps } = {};

jest.mock('swiper/react', () => ({
  Swiper: function MockSwiper(props: MockSwiperProps) {
    mockSwiperProps.current = props;
    const latest = useRef(props.onSwiper);
    latest.current = props.onSwiper;
    useEffect(() => latest.current?.(mockSwiper), []);
    return <div data-testid="swiper">{props.children}</div>;
  },
  SwiperSlide: function MockSwiperSlide({ children }: { children: ReactNode }) {
    return <div>{children}</div>;
  },
}));

const slides: CarouselSlide[] = [
  { key: 'a', content: <p>Trockenfutter</p> },
  { key: 'b', content: <p>Nassfutter</p> },
];

const previousButton = () => screen.getByRole('button', { name: 'Vorherige Elemente' });
const nextButton = () => screen.getByRole('button', { name: 'Nächste Elemente' });

/** Renders the carousel and waits until swiper has been handed over (the previous arrow leaves its start state). */
async function renderInTheMiddle(props: Partial<CarouselProps> = {}) {
  render(<Carousel id="c" label="Bestseller" slides={slides} {...props} />);
  await waitFor(() => expect(previousButton()).toBeEnabled());
}

function slideTo(position: { isBeginning: boolean; isEnd: boolean }) {
  Object.assign(mockSwiper, position);
  act(() => mockSwiperProps.current?.onSlideChange?.(mockSwiper));
}

beforeEach(() => {
  mockSwiper.isBeginning = false;
  mockSwiper.isEnd = false;
  mockSwiperProps.current = undefined;
});

describe('Carousel arrow buttons', () => {
  it('slide forward and call onNext', async () => {
    const onNext = jest.fn();
    const onPrevious = jest.fn();
    await renderInTheMiddle({ onNext, onPrevious });
    await userEvent.click(nextButton());
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(mockSwiper.slideNext).toHaveBeenCalledTimes(1);
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('slide back and call onPrevious', async () => {
    const onNext = jest.fn();
    const onPrevious = jest.fn();
    await renderInTheMiddle({ onNext, onPrevious });
    await userEvent.click(previousButton());
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(mockSwiper.slidePrev).toHaveBeenCalledTimes(1);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('are usable with the keyboard', async () => {
    const onNext = jest.fn();
    await renderInTheMiddle({ onNext });
    nextButton().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  it('disable the previous arrow at the start', async () => {
    const onPrevious = jest.fn();
    await renderInTheMiddle({ onPrevious });
    slideTo({ isBeginning: true, isEnd: false });
    expect(previousButton()).toBeDisabled();
    expect(nextButton()).toBeEnabled();
    await userEvent.click(previousButton());
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('disable the next arrow at the end', async () => {
    const onNext = jest.fn();
    await renderInTheMiddle({ onNext });
    slideTo({ isBeginning: false, isEnd: true });
    expect(nextButton()).toBeDisabled();
    expect(previousButton()).toBeEnabled();
    await userEvent.click(nextButton());
    expect(onNext).not.toHaveBeenCalled();
  });
});
