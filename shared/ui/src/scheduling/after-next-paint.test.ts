import { afterThisTest } from '@storefront/test-support';
import { afterNextPaint } from './after-next-paint';

// jest's fake timers stand for the browser's frames too: the first runOnlyPendingTimers runs the next frame's
// callbacks, the second the tasks they left for after its paint.
describe('afterNextPaint', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    afterThisTest(() => jest.useRealTimers());
  });

  it('calls back in a task after the next frame, not in it and not before it', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(callback).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled, before the frame or between the frame and the task after it', () => {
    const beforeFrame = jest.fn();
    afterNextPaint(beforeFrame)();
    const afterFrame = jest.fn();
    const cancel = afterNextPaint(afterFrame);
    jest.runOnlyPendingTimers();
    cancel();
    jest.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
