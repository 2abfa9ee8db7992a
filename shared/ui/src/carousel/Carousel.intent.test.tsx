import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';
import type { CarouselSlide } from './carousel-types';

// The real swiper runs here. Whether it has taken over the markup shows in the class it gives its container.
const slides: CarouselSlide[] = [
  { key: 'a', content: <a href="/trockenfutter">Trockenfutter</a> },
  { key: 'b', content: <a href="/nassfutter">Nassfutter</a> },
  { key: 'c', content: <a href="/katzenstreu">Katzenstreu</a> },
];

// The carousel's swiper chunk, loaded (and transformed by jest, seconds on a cold cache and a busy machine) before
// any test: the tests then wait for what a shopper's gesture starts, not for the transform.
beforeAll(() => import('./swiper-enhancer'));

const swiperRuns = (container: HTMLElement) => container.querySelector('.swiper-initialized') !== null;

function setTouchOnlyScreen(touchOnly: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: query === '(hover: none)' ? touchOnly : original(query).matches });
  return () => {
    window.matchMedia = original;
  };
}

describe('Carousel: swiper comes with the first sign of use', () => {
  it('is not loaded while nobody uses the carousel; its slides are there, labelled, in order', async () => {
    render(
      <>
        <Carousel id="untouched" label="Unberührt" slides={slides} />
        <Carousel id="used" label="Benutzt" slides={slides.map((slide) => ({ ...slide, key: `used-${slide.key}` }))} />
      </>,
    );
    const untouched = screen.getByRole('region', { name: 'Unberührt' });
    const used = screen.getByRole('region', { name: 'Benutzt' });
    await userEvent.hover(within(used).getByText('Nassfutter'));
    await waitFor(() => expect(swiperRuns(used)).toBe(true));
    // swiper has loaded for the other carousel, and still this one was left alone.
    expect(swiperRuns(untouched)).toBe(false);
    expect(
      within(untouched)
        .getAllByRole('group')
        .map((group) => [group.getAttribute('aria-label'), group.textContent]),
    ).toEqual([
      ['1 von 3', 'Trockenfutter'],
      ['2 von 3', 'Nassfutter'],
      ['3 von 3', 'Katzenstreu'],
    ]);
  });

  it('takes over when the pointer moves onto the carousel, keeping the same slide elements', async () => {
    const { container } = render(<Carousel id="c" label="Bestseller" slides={slides} />);
    const firstLink = screen.getByRole('link', { name: 'Trockenfutter' });
    await userEvent.hover(firstLink);
    await waitFor(() => expect(swiperRuns(container)).toBe(true));
    expect(screen.getByRole('link', { name: 'Trockenfutter' })).toBe(firstLink);
    expect(screen.getByRole('group', { name: '1 von 3' })).toHaveTextContent('Trockenfutter');
  });

  it('takes over when focus moves into the carousel with the keyboard', async () => {
    const { container } = render(<Carousel id="c" label="Bestseller" slides={slides} />);
    await userEvent.tab(); // the skip link
    await userEvent.tab(); // the first slide's link (both arrows are disabled: nothing overflows in jsdom)
    expect(screen.getByRole('link', { name: 'Trockenfutter' })).toHaveFocus();
    await waitFor(() => expect(swiperRuns(container)).toBe(true));
  });

  it('takes over on a touch', async () => {
    const { container } = render(<Carousel id="c" label="Bestseller" slides={slides} />);
    fireEvent.touchStart(screen.getByText('Nassfutter'));
    await waitFor(() => expect(swiperRuns(container)).toBe(true));
  });

  it('on a touch-only screen, takes over when the carousel nears the viewport once the shopper has started to use the page', async () => {
    const restore = setTouchOnlyScreen(true);
    const observed: Element[] = [];
    let notify: IntersectionObserverCallback = () => undefined;
    const originalObserver = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        notify = callback;
      }
      observe = (element: Element) => observed.push(element);
      disconnect = () => undefined;
    } as unknown as typeof IntersectionObserver;
    try {
      const { container } = render(<Carousel id="c" label="Bestseller" slides={slides} />);
      // a phone's first view loads only what it shows: nothing is watched before the first scroll, touch or key
      expect(observed).toHaveLength(0);
      fireEvent.scroll(window);
      expect(observed).toHaveLength(1);
      expect(swiperRuns(container)).toBe(false);
      notify([{ isIntersecting: true, target: observed[0] } as IntersectionObserverEntry], {} as IntersectionObserver);
      await waitFor(() => expect(swiperRuns(container)).toBe(true));
    } finally {
      restore();
      window.IntersectionObserver = originalObserver;
    }
  });

  it('never loads swiper for a disabled carousel', async () => {
    render(
      <>
        <Carousel id="disabled" label="Zu wenige" slides={slides} disabled />
        <Carousel id="enabled" label="Bestseller" slides={slides.map((slide) => ({ ...slide, key: `other-${slide.key}` }))} />
      </>,
    );
    const [disabledRegion, enabledRegion] = [screen.getByRole('region', { name: 'Zu wenige' }), screen.getByRole('region', { name: 'Bestseller' })];
    await userEvent.hover(within(disabledRegion).getByText('Nassfutter'));
    fireEvent.touchStart(within(disabledRegion).getByText('Nassfutter'));
    // Had the disabled carousel asked for swiper, it would be running by the time the other one is.
    await userEvent.hover(within(enabledRegion).getByText('Nassfutter'));
    await waitFor(() => expect(swiperRuns(enabledRegion)).toBe(true));
    expect(swiperRuns(disabledRegion)).toBe(false);
  });
});

describe('Carousel: arrow keys', () => {
  // jsdom has no layout; this gives every element a size, so the real swiper has slides to move and the carousel is
  // in view (the keyboard module swiper used to bring moved every carousel in view on any arrow key on the page).
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
  });
  afterEach(() => jest.restoreAllMocks());

  const activeSlide = (region: HTMLElement) => region.querySelector('.swiper-slide-active')?.textContent;
  /** Dispatches the key as a browser would; true if its default action (e.g. scrolling a chip row) still happens. */
  const pressKey = (target: Element, key: string) => fireEvent.keyDown(target, { key, code: key, keyCode: key === 'ArrowLeft' ? 37 : 39 });

  function renderBesideChips() {
    render(
      <>
        <nav aria-label="Kategorien für Hunde">
          <a href="#nassfutter">Nassfutter für Hunde</a>
        </nav>
        <Carousel id="c" label="Bestseller" slides={slides} />
      </>,
    );
    return screen.getByRole('region', { name: 'Bestseller' });
  }

  it('with the focus elsewhere on the page, leave the carousel and the key alone', async () => {
    const region = renderBesideChips();
    await userEvent.hover(within(region).getByText('Nassfutter'));
    await waitFor(() => expect(swiperRuns(region)).toBe(true));
    await userEvent.unhover(within(region).getByText('Nassfutter'));
    const chip = screen.getByRole('link', { name: 'Nassfutter für Hunde' });
    chip.focus();

    expect(pressKey(chip, 'ArrowRight')).toBe(true);
    expect(pressKey(chip, 'ArrowRight')).toBe(true);
    await act(() => Promise.resolve());
    expect(activeSlide(region)).toBe('Trockenfutter');
  });

  it('with the focus inside the carousel, move it', async () => {
    const region = renderBesideChips();
    const firstSlideLink = within(region).getByRole('link', { name: 'Trockenfutter' });
    act(() => firstSlideLink.focus());
    await waitFor(() => expect(swiperRuns(region)).toBe(true));

    expect(pressKey(firstSlideLink, 'ArrowRight')).toBe(false);
    await waitFor(() => expect(activeSlide(region)).toBe('Nassfutter'));
    expect(pressKey(firstSlideLink, 'ArrowLeft')).toBe(false);
    await waitFor(() => expect(activeSlide(region)).toBe('Trockenfutter'));
  });
});
