import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeIntersectionObserver, installFakeIntersectionObserver, setMediaFeatures, setViewportWidth } from '@storefront/test-support';
import { Carousel } from './Carousel';
import type { CarouselProps, CarouselSlide } from './carousel-types';

/** A stand-in for swiper's core (jsdom has no layout): counts the steps the carousel asks for. */
class MockSwiper {
  static instances: MockSwiper[] = [];
  isBeginning = true;
  isEnd = false;
  slideNext = jest.fn();
  slideTo = jest.fn();
  slidePrev = jest.fn();
  destroy = jest.fn();
  constructor(
    public element: HTMLElement,
    public params: { a11y: { wrapperLiveRegion: boolean } },
  ) {
    MockSwiper.instances.push(this);
  }
}
jest.mock('swiper', () => ({ __esModule: true, default: MockSwiper }));

const DELAY_MS = 5000;
const PAUSE = 'Automatisches Weiterblättern anhalten';
const PLAY = 'Automatisches Weiterblättern starten';

const slides: CarouselSlide[] = [
  { key: 'a', content: <a href="/eigenmarken">Eigenmarken-Wochen</a> },
  { key: 'b', content: <a href="/lachsoel">Lachsöl</a> },
  { key: 'c', content: <a href="/katzenstreu">Katzenstreu</a> },
];

/** A window of that width; no reduced motion unless asked for (the jest preset's matchMedia would say there is). */
function setViewport({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }) {
  setViewportWidth(width);
  setMediaFeatures({ reducedMotion });
}

function renderHero(props: Partial<CarouselProps> = {}) {
  return render(<Carousel id="hero" label="Aktionen" slides={slides} autoplay={{ delayMs: DELAY_MS }} {...props} />);
}

/** Lets the time pass, and swiper's chunk load if a step asked for it. */
async function wait(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await act(() => jest.advanceTimersByTimeAsync(0));
}

const swiper = () => MockSwiper.instances.at(-1);
const steps = () => swiper()?.slideNext.mock.calls.length ?? 0;

/** Nothing moves (swiper is not even loaded) until the shopper presses play; then the next step comes. */
async function expectStillUntilPlayPressed() {
  await wait(DELAY_MS * 3);
  expect(MockSwiper.instances).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: PLAY }));
  await wait(DELAY_MS);
  expect(steps()).toBe(1);
}
const carouselElement = () => screen.getByRole('region', { name: 'Aktionen' }).querySelector('.sf-carousel') as HTMLElement;

beforeEach(() => {
  MockSwiper.instances = [];
  jest.useFakeTimers();
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('Carousel autoplay', () => {
  it.each([
    [544, 'tablet'],
    [1440, 'desktop'],
  ])('at %i px (%s) moves on after each delay, loading swiper only with the first step', async (width) => {
    setViewport({ width });
    renderHero();
    expect(screen.getByRole('button', { name: PAUSE })).toBeVisible();
    await wait(DELAY_MS - 1);
    expect(MockSwiper.instances).toHaveLength(0);
    await wait(1);
    expect(MockSwiper.instances).toHaveLength(1);
    expect(steps()).toBe(1);
    await wait(DELAY_MS);
    expect(steps()).toBe(2);
  });

  it('goes back to the first slide after the last one', async () => {
    setViewport({ width: 1440 });
    renderHero();
    await wait(DELAY_MS);
    (swiper() as MockSwiper).isEnd = true;
    await wait(DELAY_MS);
    expect(swiper()?.slideTo).toHaveBeenCalledWith(0);
    expect(steps()).toBe(1);
  });

  it.each([390, 543])('is off on a phone (%i px): no control, no step, no swiper', async (width) => {
    setViewport({ width });
    renderHero();
    expect(screen.queryByRole('button', { name: PAUSE })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PLAY })).not.toBeInTheDocument();
    await wait(DELAY_MS * 3);
    expect(MockSwiper.instances).toHaveLength(0);
  });

  it('stops with the pause control and starts again with the play control', async () => {
    setViewport({ width: 1440 });
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: PAUSE }));
    await expectStillUntilPlayPressed();
  });

  it('is usable with the keyboard: focus on the control does not pause, Enter and Space toggle', async () => {
    setViewport({ width: 1440 });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHero();
    await user.tab(); // the skip link
    await user.tab();
    const control = screen.getByRole('button', { name: PAUSE });
    expect(control).toHaveFocus();
    await wait(DELAY_MS);
    expect(steps()).toBe(1);
    await user.keyboard('{Enter}');
    expect(control).toHaveAccessibleName(PLAY);
    await wait(DELAY_MS * 2);
    expect(steps()).toBe(1);
    await user.keyboard(' ');
    expect(control).toHaveAccessibleName(PAUSE);
    await wait(DELAY_MS);
    expect(steps()).toBe(2);
  });

  it('pauses while the pointer is over it', async () => {
    setViewport({ width: 1440 });
    renderHero();
    fireEvent.pointerEnter(carouselElement());
    await wait(DELAY_MS * 2);
    // The pointer showed intent, so swiper is there, but it did not move.
    expect(steps()).toBe(0);
    fireEvent.pointerLeave(carouselElement());
    await wait(DELAY_MS);
    expect(steps()).toBe(1);
    expect(screen.getByRole('button', { name: PAUSE })).toBeInTheDocument();
  });

  it('pauses while focus is inside it', async () => {
    setViewport({ width: 1440 });
    render(
      <>
        <Carousel id="hero" label="Aktionen" slides={slides} autoplay={{ delayMs: DELAY_MS }} />
        <a href="/weiter">Weiter</a>
      </>,
    );
    act(() => screen.getByRole('link', { name: 'Lachsöl' }).focus());
    await wait(DELAY_MS * 2);
    expect(steps()).toBe(0);
    act(() => screen.getByRole('link', { name: 'Weiter' }).focus());
    await wait(DELAY_MS);
    expect(steps()).toBe(1);
  });

  it('stands still under prefers-reduced-motion until the shopper starts it', async () => {
    setViewport({ width: 1440, reducedMotion: true });
    renderHero();
    await expectStillUntilPlayPressed();
  });

  it('plays only while it is in view', async () => {
    const restoreObserver = installFakeIntersectionObserver();
    try {
      setViewport({ width: 1440 });
      renderHero();
      act(() => FakeIntersectionObserver.setVisibleRatio(carouselElement(), 0.4));
      await wait(DELAY_MS * 2);
      expect(MockSwiper.instances).toHaveLength(0);
      act(() => FakeIntersectionObserver.setVisibleRatio(carouselElement(), 0.5));
      await wait(DELAY_MS);
      expect(steps()).toBe(1);
    } finally {
      restoreObserver();
    }
  });

  it.each([
    ['every slide fits into the view', { slidesPerView: 3 }],
    ['it is disabled', { disabled: true }],
  ])('has no control and does not move when %s', async (_case, extra) => {
    setViewport({ width: 1440 });
    renderHero(extra);
    expect(screen.queryByRole('button', { name: PAUSE })).not.toBeInTheDocument();
    await wait(DELAY_MS * 2);
    expect(MockSwiper.instances).toHaveLength(0);
  });

  it('keeps screen readers quiet while it moves by itself and announces the slides once paused', async () => {
    setViewport({ width: 1440 });
    const { container } = renderHero();
    const wrapper = container.querySelector('.swiper-wrapper');
    expect(wrapper).toHaveAttribute('aria-live', 'off');
    await wait(DELAY_MS);
    expect(swiper()?.params.a11y.wrapperLiveRegion).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: PAUSE }));
    expect(wrapper).toHaveAttribute('aria-live', 'polite');
  });

  it('has no control and no live region of its own without autoplay', () => {
    setViewport({ width: 1440 });
    const { container } = renderHero({ autoplay: undefined });
    expect(screen.queryByRole('button', { name: PAUSE })).not.toBeInTheDocument();
    expect(container.querySelector('.swiper-wrapper')).not.toHaveAttribute('aria-live');
  });
});
