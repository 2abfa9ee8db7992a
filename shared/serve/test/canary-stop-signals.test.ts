import { EventEmitter } from 'node:events';
import { stopOnSignals } from '../src/canary/stop-signals';

describe('stopOnSignals (canary run: a pipeline cancelled or timed out)', () => {
  it('aborts at the first SIGTERM or SIGINT, names it, and leaves a second to onRepeat', () => {
    const process = new EventEmitter();
    const [stops, repeats] = [[] as string[], [] as string[]];
    const stop = stopOnSignals({ process, onStop: (signal) => stops.push(signal), onRepeat: (signal) => repeats.push(signal) });
    expect(stop.signal.aborted).toBe(false);
    process.emit('SIGTERM');
    expect(stop.signal.aborted).toBe(true);
    expect(stop.signal.reason).toBe('SIGTERM');
    process.emit('SIGINT');
    expect([stops, repeats]).toEqual([['SIGTERM'], ['SIGINT']]);
  });

  it('takes its handlers away when disposed', () => {
    const process = new EventEmitter();
    const stop = stopOnSignals({ process, onRepeat: () => undefined });
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual([1, 1]);
    stop.dispose();
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual([0, 0]);
    process.emit('SIGINT');
    expect(stop.signal.aborted).toBe(false);
  });
});
