import { startIntlWarmUp } from './start-intl-warm-up';

describe('startIntlWarmUp', () => {
  it('starts one worker from the given script', () => {
    const started: Array<string | URL> = [];
    class RecordingWorker {
      constructor(url: string | URL) {
        started.push(url);
      }
    }
    startIntlWarmUp('/assets/intl-warm-up.0123456789.js', { Worker: RecordingWorker as unknown as typeof Worker });
    expect(started).toEqual(['/assets/intl-warm-up.0123456789.js']);
  });

  it('does nothing where there are no workers', () => {
    expect(() => startIntlWarmUp('/assets/intl-warm-up.0123456789.js', {})).not.toThrow();
  });

  it('leaves the page alone when a policy refuses the worker', () => {
    class RefusedWorker {
      constructor() {
        throw new DOMException("Refused to create a worker from '/assets/intl-warm-up.0123456789.js'", 'SecurityError');
      }
    }
    expect(() => startIntlWarmUp('/assets/intl-warm-up.0123456789.js', { Worker: RefusedWorker as unknown as typeof Worker })).not.toThrow();
  });
});
