import { afterThisTest } from '@storefront/test-support';
import { onFirstInteraction } from './first-interaction';

const scrollTo = (offset: number) => Object.defineProperty(window, 'scrollY', { value: offset, configurable: true });

describe('onFirstInteraction', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    afterThisTest(() => {
      jest.useRealTimers();
      scrollTo(0);
    });
  });

  it.each(['touchstart', 'pointerdown', 'keydown', 'scroll', 'wheel'])('calls back once at the first %s', (type) => {
    const callback = jest.fn();
    const stop = onFirstInteraction(callback);
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('keydown'));
    jest.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not count a click or a page left at the top as an interaction', () => {
    const callback = jest.fn();
    const stop = onFirstInteraction(callback);
    window.dispatchEvent(new Event('click'));
    jest.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    stop();
  });

  it('calls back for a page found scrolled in the task after the next paint, once, not when called', () => {
    scrollTo(300);
    const callback = jest.fn();
    const stop = onFirstInteraction(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers(); // the next frame
    expect(callback).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers(); // the task after its paint
    expect(callback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scroll'));
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
  });

  it('neither listens nor looks at the position once stopped', () => {
    scrollTo(300);
    const callback = jest.fn();
    onFirstInteraction(callback)();
    window.dispatchEvent(new Event('touchstart'));
    jest.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
