import type { RecommendationSliderProps } from '@storefront/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterThisTest } from '@storefront/test-support';
import {
  conceptForLifeIndoor,
  conceptForLifeMedium,
  joseraSenior,
  juwelRio450,
  purizonLammFisch,
  recommendationItem,
  royalCaninMaxi,
  wolfOfWildernessWildHills,
  type ProductFixture,
} from '../test-support/catalogue-fixtures';
import { renderOnHomepage, setUpPage } from '../test-support/render-in-page';
import { RecommendationSlider } from './RecommendationSlider';
import { CARDS_IN_FIRST_STEP, CARDS_PER_STEP } from './use-cards-in-steps';

const items = (fixtures: ProductFixture[]) =>
  fixtures.map((fixture, index) => recommendationItem(fixture, 0, { trackingContainer: 'container_1', strategy: 'bestseller_dog', slot: index + 1 }));

const sevenItems = items([wolfOfWildernessWildHills, royalCaninMaxi, conceptForLifeMedium, conceptForLifeIndoor, joseraSenior, juwelRio450, purizonLammFisch]);

function renderSlider(recommendations: RecommendationSliderProps['recommendations'], { placeHeld = false } = {}) {
  setUpPage();
  const onFilled = jest.fn();
  const slider = (list: RecommendationSliderProps['recommendations']) => (
    <RecommendationSlider
      recommendations={list}
      trackingContainer="container_1"
      caption="Bestseller"
      onFilled={onFilled}
      {...(placeHeld ? { placeHeld } : {})}
    />
  );
  const view = renderOnHomepage(slider(recommendations));
  return { onFilled, rerender: (next: RecommendationSliderProps['recommendations']) => view.rerender(slider(next)) };
}

const cards = () => screen.queryAllByRole('article');
const slides = () => screen.getAllByRole('group');
const slider = () => screen.getByRole('heading', { name: 'Bestseller' }).parentElement as HTMLElement;
const specimen = () => slider().querySelector('.sf-card-type-specimen');
const covered = () => slider().classList.contains('sf-recommendation-slider--filling');
const layered = () => slider().classList.contains('sf-recommendation-slider--layered');

/** jest's fake timers stand for the frames: one run of the pending timers is the next frame, the next its task. */
function nextPaintAndTask() {
  act(() => jest.runOnlyPendingTimers());
  act(() => jest.runOnlyPendingTimers());
}

// A low-end phone laid a slider's nine cards out in one frame of 120-210 ms; a few per frame, none is over 100 ms.
describe('RecommendationSlider filling in steps', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    afterThisTest(() => jest.useRealTimers());
  });

  it('renders one card at first, two more after each paint, and stays covered and busy until a paint after the last', () => {
    const { onFilled } = renderSlider(sevenItems);
    expect([CARDS_IN_FIRST_STEP, CARDS_PER_STEP]).toEqual([1, 2]);
    // Every slide is there from the start; the cards fill them in.
    expect(slides()).toHaveLength(7);
    expect(cards()).toHaveLength(1);
    expect(specimen()).toBeNull();
    expect(covered()).toBe(true);
    expect(slider()).toHaveAttribute('aria-busy', 'true');

    nextPaintAndTask();
    expect(cards()).toHaveLength(3);
    expect(covered()).toBe(true);

    nextPaintAndTask();
    expect(cards()).toHaveLength(5);
    expect(covered()).toBe(true);

    nextPaintAndTask();
    expect(cards()).toHaveLength(7);
    // The frame that lays the last cards out still shows the cover.
    expect(covered()).toBe(true);
    expect(onFilled).not.toHaveBeenCalled();

    nextPaintAndTask();
    expect(cards()).toHaveLength(7);
    expect(covered()).toBe(false);
    // Its height is final: the page that held its place may show it.
    expect(onFilled).toHaveBeenCalledTimes(1);
    expect(slider()).not.toHaveAttribute('aria-busy');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 von 7', '2 von 7', '3 von 7', '4 von 7', '5 von 7', '6 von 7', '7 von 7']);
  });

  it('keeps its children on layers of their own while it fills and until a paint after it is shown, then lets them go', () => {
    renderSlider(sevenItems.slice(0, 3));
    expect(layered()).toBe(true);
    nextPaintAndTask();
    expect(cards()).toHaveLength(3);
    expect(layered()).toBe(true);
    nextPaintAndTask();
    // The frame that shows it only changes its children's opacity.
    expect(covered()).toBe(false);
    expect(layered()).toBe(true);
    nextPaintAndTask();
    expect(layered()).toBe(false);
    act(() => jest.runAllTimers());
    expect(layered()).toBe(false);
  });

  it('uncovers itself with every card at once when keyboard focus comes into it while it fills', () => {
    const { onFilled } = renderSlider(sevenItems);
    expect(covered()).toBe(true);
    const firstLink = within(cards()[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement;
    act(() => firstLink.focus());
    expect(covered()).toBe(false);
    expect(slider()).not.toHaveAttribute('aria-busy');
    expect(cards()).toHaveLength(7);
    expect(firstLink).toHaveFocus();
    expect(onFilled).toHaveBeenCalledTimes(1);
    expect(layered()).toBe(true);
    act(() => jest.runAllTimers());
    expect(cards()).toHaveLength(7);
    expect(onFilled).toHaveBeenCalledTimes(1);
    expect(layered()).toBe(false);
  });

  it('shows a slider of one card at once, never covered', () => {
    const { onFilled } = renderSlider(sevenItems.slice(0, 1));
    expect(cards()).toHaveLength(1);
    expect(covered()).toBe(false);
    expect(layered()).toBe(false);
    expect(slider()).not.toHaveAttribute('aria-busy');
    expect(onFilled).toHaveBeenCalledTimes(1);
  });

  it('says it has filled when it has no usable card to show', () => {
    const { onFilled } = renderSlider([]);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(onFilled).toHaveBeenCalledTimes(1);
  });

  it('renders cards given after it was shown at once, without covering the slider again', () => {
    const { onFilled, rerender } = renderSlider(sevenItems.slice(0, 1));
    act(() => jest.runAllTimers());
    rerender(sevenItems);
    expect(cards()).toHaveLength(7);
    expect(covered()).toBe(false);
    expect(layered()).toBe(false);
    expect(onFilled).toHaveBeenCalledTimes(1);
  });

  describe('where the page holds its place', () => {
    it("lays out the cards' text styles first, out of sight, then two cards after each paint", () => {
      const { onFilled } = renderSlider(sevenItems, { placeHeld: true });
      expect(slides()).toHaveLength(7);
      expect(cards()).toHaveLength(0);
      expect(specimen()).toHaveAttribute('aria-hidden', 'true');
      expect(covered()).toBe(true);
      expect(slider()).toHaveAttribute('aria-busy', 'true');

      nextPaintAndTask();
      expect(cards()).toHaveLength(2);
      expect(specimen()).toBeNull();
      expect(covered()).toBe(true);

      nextPaintAndTask();
      expect(cards()).toHaveLength(4);
      nextPaintAndTask();
      expect(cards()).toHaveLength(6);
      nextPaintAndTask();
      expect(cards()).toHaveLength(7);
      expect(covered()).toBe(true);

      expect(onFilled).not.toHaveBeenCalled();

      nextPaintAndTask();
      expect(covered()).toBe(false);
      expect(slider()).not.toHaveAttribute('aria-busy');
      expect(specimen()).toBeNull();
      expect(onFilled).toHaveBeenCalledTimes(1);
    });

    it('covers a slider of one card too until that card has been laid out', () => {
      renderSlider(sevenItems.slice(0, 1), { placeHeld: true });
      expect(cards()).toHaveLength(0);
      expect(covered()).toBe(true);
      nextPaintAndTask();
      expect(cards()).toHaveLength(1);
      expect(covered()).toBe(true);
      nextPaintAndTask();
      expect(covered()).toBe(false);
    });
  });
});
