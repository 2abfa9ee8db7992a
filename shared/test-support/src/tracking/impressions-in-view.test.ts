import { fakeTrackerModule } from './fake-tracker-module';
import { installFakeTracker } from './fake-tracker';
import { impressionsInView } from './impressions-in-view';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function observe(element: Element, options?: { threshold?: number; delayMs?: number }) {
  return fakeTrackerModule.observeImpression(
    element,
    () => fakeTrackerModule.tracker.impression({ pageCode: 'web_home' }, { name: 'banner', id: element.id }),
    options,
  );
}

const banner = Object.assign(document.createElement('div'), { id: 'sommer' });

describe('impressionsInView', () => {
  it('counts an element once it has been visible at its threshold for its delay', () => {
    const tracker = installFakeTracker();
    const view = impressionsInView(tracker);
    observe(banner, { threshold: 0.5, delayMs: 500 });
    view.setVisibleRatio(banner, 0.4);
    jest.advanceTimersByTime(1000);
    expect(tracker.events).toEqual([]);
    view.setVisibleRatio(banner, 0.5);
    jest.advanceTimersByTime(499);
    expect(tracker.events).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(tracker.events).toEqual([{ event: 'IMPRESSION', context: { pageCode: 'web_home' }, target: { name: 'banner', id: 'sommer' } }]);
  });

  it('cancels when the element leaves the view before the delay, and starts over when it comes back', () => {
    const tracker = installFakeTracker();
    const view = impressionsInView(tracker);
    observe(banner, { delayMs: 500 });
    view.setVisibleRatio(banner, 1);
    jest.advanceTimersByTime(400);
    view.setVisibleRatio(banner, 0);
    jest.advanceTimersByTime(400);
    view.setVisibleRatio(banner, 1);
    jest.advanceTimersByTime(499);
    expect(tracker.events).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(tracker.events).toHaveLength(1);
  });

  it('needs the whole element and no time without options, and never counts a stopped observation', () => {
    const tracker = installFakeTracker();
    const view = impressionsInView(tracker);
    const stop = observe(banner);
    view.setVisibleRatio(banner, 0.99);
    expect(tracker.events).toEqual([]);
    stop();
    view.setVisibleRatio(banner, 1);
    expect(tracker.events).toEqual([]);
    observe(banner);
    view.setVisibleRatio(banner, 1);
    expect(tracker.events).toHaveLength(1);
  });
});
