import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';
import type { CarouselProps, CarouselSlide } from './carousel-types';

/**
 * jsdom has no layout, so the real swiper always sees every slide fitting and locks both arrows. This file
 * replaces swiper's core with a minimal stand-in that starts in the middle of the slides; a test reports
 * slide changes through the event handlers the carousel gave it.
 */
type SwiperHandler = (swiper: MockSwiper) => void;
class MockSwiper {
  static latest: MockSwiper | undefined;
  isBeginning = false;
  isEnd = false;
  slideNext = jest.fn();
  slidePrev = jest.fn();
  destroy = jest.fn();
  constructor(
    public element: HTMLElement,
    public params: { on: Record<string, SwiperHandler> },
  ) {
    MockSwiper.latest = this;
    params.on.init?.(this);
  }
}
jest.mock('swiper', () => ({ __esModule: true, default: MockSwiper }));

// The carousel's swiper chunk, loaded (and transformed by jest, seconds on a cold cache and a busy machine) before
// any test: the tests then wait for what a shopper's gesture starts, not for the transform.
beforeAll(() => import('./swiper-enhancer'));

const slides: CarouselSlide[] = [
  { key: 'a', content: <p>Trockenfutter</p> },
  { key: 'b', content: <p>Nassfutter</p> },
  { key: 'c', content: <p>Katzenstreu</p> },
];

const previousButton = () => screen.getByRole('button', { name: 'Vorherige Elemente' });
const nextButton = () => screen.getByRole('button', { name: 'Nächste Elemente' });

/** Renders the carousel, shows intent by pointing at it, and waits until swiper stands in the middle. */
async function renderInTheMiddle(props: Partial<CarouselProps> = {}) {
  render(<Carousel id="c" label="Bestseller" slides={slides} {...props} />);
  await userEvent.hover(screen.getByText('Trockenfutter'));
  await waitFor(() => expect(previousButton()).toBeEnabled());
  return MockSwiper.latest as MockSwiper;
}

function slideTo(swiper: MockSwiper, position: { isBeginning: boolean; isEnd: boolean }) {
  Object.assign(swiper, position);
  act(() => swiper.params.on.slideChange?.(swiper));
}

beforeEach(() => {
  MockSwiper.latest = undefined;
});

describe('Carousel arrow buttons', () => {
  it('before swiper has loaded: the first click on next loads it, slides forward and calls onNext', async () => {
    const onNext = jest.fn();
    render(<Carousel id="c" label="Bestseller" slides={slides} onNext={onNext} />);
    expect(previousButton()).toBeDisabled();
    expect(MockSwiper.latest).toBeUndefined();
    // A click without a pointer moving over the carousel first, as from a screen reader's virtual cursor.
    nextButton().click();
    await waitFor(() => expect(MockSwiper.latest?.slideNext).toHaveBeenCalledTimes(1));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('slide forward and call onNext', async () => {
    const onNext = jest.fn();
    const onPrevious = jest.fn();
    const swiper = await renderInTheMiddle({ onNext, onPrevious });
    await userEvent.click(nextButton());
    await waitFor(() => expect(swiper.slideNext).toHaveBeenCalledTimes(1));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('slide back and call onPrevious', async () => {
    const onNext = jest.fn();
    const onPrevious = jest.fn();
    const swiper = await renderInTheMiddle({ onNext, onPrevious });
    await userEvent.click(previousButton());
    await waitFor(() => expect(swiper.slidePrev).toHaveBeenCalledTimes(1));
    expect(onPrevious).toHaveBeenCalledTimes(1);
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
    const swiper = await renderInTheMiddle({ onPrevious });
    slideTo(swiper, { isBeginning: true, isEnd: false });
    expect(previousButton()).toBeDisabled();
    expect(nextButton()).toBeEnabled();
    await userEvent.click(previousButton());
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('disable the next arrow at the end', async () => {
    const onNext = jest.fn();
    const swiper = await renderInTheMiddle({ onNext });
    slideTo(swiper, { isBeginning: false, isEnd: true });
    expect(nextButton()).toBeDisabled();
    expect(previousButton()).toBeEnabled();
    await userEvent.click(nextButton());
    expect(onNext).not.toHaveBeenCalled();
  });

  it('before swiper has loaded, disable next when every slide fits into the view', () => {
    render(<Carousel id="c" label="Bestseller" slides={slides} slidesPerView={3} />);
    expect(previousButton()).toBeDisabled();
    expect(nextButton()).toBeDisabled();
  });

  it('destroy swiper when the carousel goes away', async () => {
    const view = render(<Carousel id="c" label="Bestseller" slides={slides} />);
    await userEvent.hover(screen.getByText('Nassfutter'));
    await waitFor(() => expect(MockSwiper.latest).toBeDefined());
    view.unmount();
    await waitFor(() => expect(MockSwiper.latest?.destroy).toHaveBeenCalledTimes(1));
  });
});

describe('Carousel swipes before swiper has loaded', () => {
  const touch = (clientX: number, clientY: number) => [{ clientX, clientY }];

  it('takes a swipe begun before swiper ran as one step in its direction, once swiper is there', async () => {
    render(<Carousel id="c" label="Bestseller" slides={slides} />);
    const slide = screen.getByText('Nassfutter');
    fireEvent.touchStart(slide, { touches: touch(200, 100) });
    fireEvent.touchEnd(slide, { changedTouches: touch(140, 110) });
    await waitFor(() => expect(MockSwiper.latest?.slideNext).toHaveBeenCalledTimes(1));
    expect(MockSwiper.latest?.slidePrev).not.toHaveBeenCalled();

    fireEvent.touchStart(slide, { touches: touch(100, 100) });
    fireEvent.touchEnd(slide, { changedTouches: touch(190, 100) });
    // swiper runs now and follows the finger itself: no second step from the carousel
    await act(() => Promise.resolve());
    expect(MockSwiper.latest?.slidePrev).not.toHaveBeenCalled();
  });

  it('takes a tap or a vertical move for what it is: no step', async () => {
    render(<Carousel id="c" label="Bestseller" slides={slides} />);
    const slide = screen.getByText('Nassfutter');
    fireEvent.touchStart(slide, { touches: touch(200, 100) });
    fireEvent.touchEnd(slide, { changedTouches: touch(180, 220) });
    fireEvent.touchStart(slide, { touches: touch(200, 100) });
    fireEvent.touchEnd(slide, { changedTouches: touch(190, 100) });
    await waitFor(() => expect(previousButton()).toBeEnabled());
    await act(() => Promise.resolve());
    expect(MockSwiper.latest?.slideNext).not.toHaveBeenCalled();
    expect(MockSwiper.latest?.slidePrev).not.toHaveBeenCalled();
  });
});

describe('Carousel arrow keys, with the focus inside', () => {
  it('step forth and back from the arrow buttons, one step a key', async () => {
    const swiper = await renderInTheMiddle();
    act(() => nextButton().focus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(swiper.slideNext).toHaveBeenCalledTimes(1));
    act(() => previousButton().focus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(swiper.slidePrev).toHaveBeenCalledTimes(1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('keep their own use with a modifier, in a text field, or when a control inside has used them', async () => {
    const quantity: CarouselSlide = { key: 'q', content: <input aria-label="Menge" defaultValue="12" /> };
    const swiper = await renderInTheMiddle({ slides: [...slides, quantity] });
    const button = nextButton();
    expect(fireEvent.keyDown(button, { key: 'ArrowRight', altKey: true })).toBe(true);
    expect(fireEvent.keyDown(button, { key: 'ArrowLeft', shiftKey: true })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('textbox', { name: 'Menge' }), { key: 'ArrowLeft' })).toBe(true);
    const usedInside = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    usedInside.preventDefault();
    button.dispatchEvent(usedInside);
    await act(() => Promise.resolve());
    expect(swiper.slideNext).not.toHaveBeenCalled();
    expect(swiper.slidePrev).not.toHaveBeenCalled();
  });

  it('do nothing in a disabled carousel', () => {
    render(<Carousel id="c" label="Bestseller" slides={slides} disabled />);
    expect(fireEvent.keyDown(screen.getByText('Nassfutter'), { key: 'ArrowRight' })).toBe(true);
  });
});
