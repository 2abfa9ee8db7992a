import { BANNER_IMPRESSION_DELAY_MS, HERO_BANNER_THRESHOLD } from '../tracker/constants';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from '@storefront/test-support';
import { createImpressionObserver, observeImpression, type ObserveImpression } from './observe-impression';

let restoreObserver: () => void;
let report: jest.Mock;
let observe: ObserveImpression;

function createElement(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

/** The ratio the element's observer waits for: the last of its thresholds. */
const neededRatio = (element: Element) => FakeIntersectionObserver.observersOf(element)[0]?.thresholds.at(-1);

beforeEach(() => {
  jest.useFakeTimers();
  restoreObserver = installFakeIntersectionObserver();
  report = jest.fn();
  observe = createImpressionObserver({
    getIntersectionObserver: () => window.IntersectionObserver,
    report,
  });
});

afterEach(() => {
  restoreObserver();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('threshold', () => {
  it('is also called back when the element comes into view, whatever its threshold, to read its size again', () => {
    const element = createElement();
    observe(element, jest.fn());
    expect(FakeIntersectionObserver.observersOf(element)[0]?.thresholds).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
  });

  it('counts an element only when all of it is visible by default (threshold 1)', () => {
    const element = createElement();
    const onImpression = jest.fn();
    observe(element, onImpression);

    expect(neededRatio(element)).toBe(1);
    FakeIntersectionObserver.setVisibleRatio(element, 0.9);
    expect(onImpression).not.toHaveBeenCalled();
    FakeIntersectionObserver.setVisibleRatio(element, 1);
    expect(onImpression).toHaveBeenCalledTimes(1);
  });

  it('uses the configured threshold, e.g. half visible for hero banners', () => {
    const element = createElement();
    const onImpression = jest.fn();
    observe(element, onImpression, { threshold: HERO_BANNER_THRESHOLD });

    expect(neededRatio(element)).toBe(0.5);
    FakeIntersectionObserver.setVisibleRatio(element, 0.4);
    expect(onImpression).not.toHaveBeenCalled();
    FakeIntersectionObserver.setVisibleRatio(element, 0.5);
    expect(onImpression).toHaveBeenCalledTimes(1);
  });

  it('counts an element taller than the window once it fills the window (a banner on a phone held sideways)', () => {
    const element = createElement();
    const onImpression = jest.fn();
    const sideways = { element: { width: 844, height: 500 }, root: { width: 844, height: 390 } };
    observe(element, onImpression, { delayMs: BANNER_IMPRESSION_DELAY_MS });

    FakeIntersectionObserver.setVisibleRatio(element, 0.5, sideways);
    expect(neededRatio(element)).toBe(389 / 500);
    jest.advanceTimersByTime(1_000);
    expect(onImpression).not.toHaveBeenCalled();

    FakeIntersectionObserver.setVisibleRatio(element, 389.5 / 500, sideways);
    jest.advanceTimersByTime(BANNER_IMPRESSION_DELAY_MS);
    expect(onImpression).toHaveBeenCalledTimes(1);
  });

  it('keeps a threshold the element can reach, and all of it again once the window is big enough', () => {
    const element = createElement();
    const onImpression = jest.fn();
    observe(element, onImpression, { threshold: HERO_BANNER_THRESHOLD });

    FakeIntersectionObserver.setVisibleRatio(element, 0.3, { element: { width: 400, height: 1000 }, root: { width: 400, height: 800 } });
    expect(neededRatio(element)).toBe(0.5);

    const fullyShown = jest.fn();
    const shrinking = createElement();
    observe(shrinking, fullyShown);
    FakeIntersectionObserver.setVisibleRatio(shrinking, 0.3, { element: { width: 400, height: 2000 }, root: { width: 400, height: 800 } });
    expect(neededRatio(shrinking)).toBe(799 / 2000);
    FakeIntersectionObserver.setVisibleRatio(shrinking, 0.9, { element: { width: 400, height: 500 }, root: { width: 400, height: 800 } });
    expect(neededRatio(shrinking)).toBe(1);
    expect(fullyShown).not.toHaveBeenCalled();
    expect(onImpression).not.toHaveBeenCalled();
  });

  it('with threshold 0, counts an element only once it comes into view, not when the browser reports it out of view', () => {
    const element = createElement();
    const onImpression = jest.fn();
    observe(element, onImpression, { threshold: 0 });

    FakeIntersectionObserver.setVisibleRatio(element, 0);
    jest.advanceTimersByTime(1_000);
    expect(onImpression).not.toHaveBeenCalled();
    FakeIntersectionObserver.setVisibleRatio(element, 0.1);
    expect(onImpression).toHaveBeenCalledTimes(1);
  });

  it('falls back to the defaults for options out of range and reports them', () => {
    const element = createElement();
    const onImpression = jest.fn();
    observe(element, onImpression, { threshold: 7, delayMs: -1 });

    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Impression options out of range; defaults used' }), expect.anything());
    FakeIntersectionObserver.setVisibleRatio(element, 1);
    expect(onImpression).toHaveBeenCalledTimes(1);
  });
});

describe('delay', () => {
  it('counts a banner after it has stayed in view for 500 ms', () => {
    const element = createElement();
    const onImpression = jest.fn();
    observe(element, onImpression, { delayMs: BANNER_IMPRESSION_DELAY_MS });

    FakeIntersectionObserver.setVisibleRatio(element, 1);
    jest.advanceTimersByTime(499);
    expect(onImpression).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onImpression).toHaveBeenCalledTimes(1);
  });

  it('cancels the impression when the element leaves the view before the delay has passed', () => {
    const element = createElement();
    const onImpression = jest.fn();
    observe(element, onImpression, { delayMs: BANNER_IMPRESSION_DELAY_MS });

    FakeIntersectionObserver.setVisibleRatio(element, 1);
    jest.advanceTimersByTime(300);
    FakeIntersectionObserver.setVisibleRatio(element, 0);
    jest.advanceTimersByTime(1_000);
    expect(onImpression).not.toHaveBeenCalled();
  });

  it('starts the delay again when the element comes back, and counts it then', () => {
    const element = createElement();
    const onImpression = jest.fn();
    observe(element, onImpression, { delayMs: BANNER_IMPRESSION_DELAY_MS });

    FakeIntersectionObserver.setVisibleRatio(element, 1);
    jest.advanceTimersByTime(300);
    FakeIntersectionObserver.setVisibleRatio(element, 0.5);
    FakeIntersectionObserver.setVisibleRatio(element, 1);
    jest.advanceTimersByTime(300);
    expect(onImpression).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(onImpression).toHaveBeenCalledTimes(1);
  });

  it('does not restart the delay while the element stays in view', () => {
    const element = createElement();
    const onImpression = jest.fn();
    observe(element, onImpression, { delayMs: BANNER_IMPRESSION_DELAY_MS });

    FakeIntersectionObserver.setVisibleRatio(element, 1);
    jest.advanceTimersByTime(400);
    FakeIntersectionObserver.setVisibleRatio(element, 1);
    jest.advanceTimersByTime(100);
    expect(onImpression).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending impression when observing stops (the element unmounts)', () => {
    const element = createElement();
    const onImpression = jest.fn();
    const stop = observe(element, onImpression, { delayMs: BANNER_IMPRESSION_DELAY_MS });

    FakeIntersectionObserver.setVisibleRatio(element, 1);
    stop();
    jest.advanceTimersByTime(1_000);
    expect(onImpression).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.observersOf(element)).toHaveLength(0);
  });
});

describe('once per element', () => {
  it('counts an element once however often it comes back into view', () => {
    const element = createElement();
    const onImpression = jest.fn();
    observe(element, onImpression);

    FakeIntersectionObserver.setVisibleRatio(element, 1);
    FakeIntersectionObserver.setVisibleRatio(element, 0);
    FakeIntersectionObserver.setVisibleRatio(element, 1);
    expect(onImpression).toHaveBeenCalledTimes(1);
    expect(FakeIntersectionObserver.observersOf(element)).toHaveLength(0);
  });

  it('does not count an element again when it is observed again after its impression (remount)', () => {
    const element = createElement();
    const first = jest.fn();
    const second = jest.fn();
    observe(element, first);
    FakeIntersectionObserver.setVisibleRatio(element, 1);

    const stop = observe(element, second);
    FakeIntersectionObserver.setVisibleRatio(element, 1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(stop).not.toThrow();
  });

  it('counts an element once when two observations of it run at the same time', () => {
    const element = createElement();
    const first = jest.fn();
    const second = jest.fn();
    observe(element, first, { delayMs: 100 });
    observe(element, second, { delayMs: 100 });

    FakeIntersectionObserver.setVisibleRatio(element, 1);
    jest.advanceTimersByTime(100);
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1);
  });

  it('counts different elements separately', () => {
    const first = createElement();
    const second = createElement();
    const onFirst = jest.fn();
    const onSecond = jest.fn();
    observe(first, onFirst);
    observe(second, onSecond);

    FakeIntersectionObserver.setVisibleRatio(first, 1);
    expect(onFirst).toHaveBeenCalledTimes(1);
    expect(onSecond).not.toHaveBeenCalled();
    FakeIntersectionObserver.setVisibleRatio(second, 1);
    expect(onSecond).toHaveBeenCalledTimes(1);
  });

  it('lets the page-wide observer remember elements across callers', () => {
    const element = createElement();
    const fromOneFragment = jest.fn();
    const fromAnother = jest.fn();
    observeImpression(element, fromOneFragment);
    FakeIntersectionObserver.setVisibleRatio(element, 1);
    observeImpression(element, fromAnother);
    FakeIntersectionObserver.setVisibleRatio(element, 1);

    expect(fromOneFragment).toHaveBeenCalledTimes(1);
    expect(fromAnother).not.toHaveBeenCalled();
  });
});

describe('bad input and missing support', () => {
  it('reports once and does nothing without IntersectionObserver support', () => {
    const withoutSupport = createImpressionObserver({ getIntersectionObserver: () => undefined, report });
    const onImpression = jest.fn();

    withoutSupport(createElement(), onImpression)();
    withoutSupport(createElement(), onImpression);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'IntersectionObserver is not supported; impressions are not tracked' }), {
      fragment: 'mf-tracking',
    });
    expect(onImpression).not.toHaveBeenCalled();
  });

  it('reports and ignores a call without an element', () => {
    const stop = observe(null as unknown as Element, jest.fn());
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'observeImpression needs an element and a callback' }), expect.anything());
    expect(stop).not.toThrow();
  });

  it('reports a failing impression callback without breaking the page', () => {
    const element = createElement();
    observe(element, () => {
      throw new Error('broken callback');
    });
    expect(() => FakeIntersectionObserver.setVisibleRatio(element, 1)).not.toThrow();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken callback' }), expect.objectContaining({ operation: 'onImpression' }));
  });
});
