import { parseSidResponse, SidSource } from './sid-source';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('parseSidResponse', () => {
  it('accepts an object with a non-empty string sid', () => {
    expect(parseSidResponse({ sid: 'abc-123' })).toBe('abc-123');
  });

  it.each([
    ['a string', 'abc'],
    ['null', null],
    ['an array', [{ sid: 'abc' }]],
    ['an object without sid', { session: 'abc' }],
    ['an empty sid', { sid: '' }],
    ['a blank sid', { sid: '  ' }],
    ['a numeric sid', { sid: 123 }],
    ['a null sid', { sid: null }],
    ['an HTML page', '<html>Wartungsarbeiten</html>'],
  ])('refuses %s', (_name, body) => {
    expect(parseSidResponse(body)).toBeUndefined();
  });
});

describe('SidSource', () => {
  function createSource(answers: Array<() => Promise<unknown>>) {
    const onSid = jest.fn();
    const log = jest.fn();
    const fetchSid = jest.fn(() => {
      const answer = answers.shift();
      if (!answer) throw new Error('unexpected extra sid request');
      return answer();
    });
    const source = new SidSource({ fetchSid, onSid, log });
    return { source, onSid, log, fetchSid };
  }

  it('hands over the sid of a good answer and asks once', async () => {
    const { source, onSid, log, fetchSid } = createSource([async () => ({ sid: 'sid-1' })]);
    source.start();
    source.start();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(onSid).toHaveBeenCalledWith('sid-1');
    expect(fetchSid).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs "Unable to fetch SID for tracking purposes" for a badly formed answer and retries', async () => {
    const { source, onSid, log } = createSource([async () => ({ sid: 7 }), async () => ({ sid: 'sid-2' })]);
    source.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(log).toHaveBeenCalledWith(
      'Unable to fetch SID for tracking purposes',
      expect.objectContaining({
        fragment: 'mf-tracking',
        operation: 'getSid',
        attempt: 1,
        reason: 'unexpected response',
        response: '{"sid":7}',
      }),
    );
    expect(onSid).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1_000);
    expect(onSid).toHaveBeenCalledWith('sid-2');
  });

  it('logs the same message for an HTTP error, with its status', async () => {
    const httpError = Object.assign(new Error('Request failed with status code 503'), { response: { status: 503 } });
    const { source, log } = createSource([() => Promise.reject(httpError), async () => ({ sid: 'sid-3' })]);
    source.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(log).toHaveBeenCalledWith(
      'Unable to fetch SID for tracking purposes',
      expect.objectContaining({
        reason: 'request failed',
        status: 503,
      }),
    );
  });

  it('backs off 1 s, 2 s, 5 s, 10 s and then every 30 s', async () => {
    const failures = Array.from({ length: 6 }, () => () => Promise.reject(new Error('offline')));
    const { source, log, fetchSid, onSid } = createSource([...failures, async () => ({ sid: 'late' })]);
    source.start();
    await jest.advanceTimersByTimeAsync(0);
    for (const delay of [1_000, 2_000, 5_000, 10_000, 30_000, 30_000]) {
      const requests = fetchSid.mock.calls.length;
      await jest.advanceTimersByTimeAsync(delay - 1);
      expect(fetchSid).toHaveBeenCalledTimes(requests);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetchSid).toHaveBeenCalledTimes(requests + 1);
    }
    expect(log.mock.calls.map(([, context]) => (context as { retryInMs: number }).retryInMs)).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000]);
    expect(onSid).toHaveBeenCalledWith('late');
  });

  it('stops retrying when stopped', async () => {
    const { source, fetchSid } = createSource([() => Promise.reject(new Error('offline'))]);
    source.start();
    await jest.advanceTimersByTimeAsync(0);
    source.stop();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(fetchSid).toHaveBeenCalledTimes(1);
  });
});
