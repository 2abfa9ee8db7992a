import type { ReleaseFigures } from '../field/field-figures';
import { DEFAULT_BOUNDS, judgeCanary, withMinimum } from './canary-judge';

const figures = (release: string, values: Partial<ReleaseFigures>): ReleaseFigures => ({
  fragment: 'mf-own-brand',
  release,
  pageViews: 200,
  errors: 0,
  pageViewsWithErrors: 0,
  errorsPerThousandViews: 0,
  p75LcpMs: 1800,
  p75InpMs: 120,
  p75Cls: 0.02,
  vitalSamples: { lcp: 200, inp: 200, cls: 200 },
  ...values,
});
const samples = (values: Partial<ReleaseFigures['vitalSamples']>) => ({ vitalSamples: { lcp: 200, inp: 200, cls: 200, ...values } });
const resultOf = (verdict: ReturnType<typeof judgeCanary>, metric: string) => verdict.checks.find((item) => item.metric === metric)?.result;
const LIVE = figures('1.0.0-aaaaaaaaaa', {});

describe('judgeCanary', () => {
  it('passes a candidate no worse than the live release on every figure', () => {
    const verdict = judgeCanary(LIVE, figures('1.1.0-bbbbbbbbbb', { errors: 2, pageViewsWithErrors: 2, p75InpMs: 140, p75LcpMs: 1900, p75Cls: 0.03 }));
    expect(verdict.decision).toBe('pass');
    expect(verdict.checks.map((item) => item.result)).toEqual(['in', 'in', 'in', 'in']);
  });

  it.each([
    [
      'the share of page views with errors',
      { errors: 40, pageViewsWithErrors: 40 },
      'share of page views with errors 0.200 vs live 0.000 (limit 0.020) OUT OF BOUNDS',
    ],
    ['p75 INP', { p75InpMs: 420 }, 'p75 INP 420 ms vs live 120 ms (limit 170 ms) OUT OF BOUNDS'],
    ['p75 LCP', { p75LcpMs: 2500 }, 'p75 LCP 2500 ms vs live 1800 ms (limit 2100 ms) OUT OF BOUNDS'],
    ['p75 CLS', { p75Cls: 0.2 }, 'p75 CLS 0.200 vs live 0.020 (limit 0.070) OUT OF BOUNDS'],
  ])('aborts on %s out of bounds, with the figures in its summary', (_name, worse, line) => {
    const verdict = judgeCanary(LIVE, figures('1.1.0-bbbbbbbbbb', worse));
    expect(verdict.decision).toBe('abort');
    expect(verdict.summary).toContain(line);
    expect(verdict.summary).toContain('page views: candidate 200, live 200');
  });

  it('holds with too few page views on either side, and says so', () => {
    const verdict = judgeCanary(LIVE, figures('1.1.0-bbbbbbbbbb', { pageViews: 99 }));
    expect(verdict.decision).toBe('hold');
    expect(verdict.summary).toBe('too little traffic to judge (page views: candidate 99, live 200; 100 each needed)');
    expect(judgeCanary(undefined, undefined).decision).toBe('hold');
  });

  it('judges page views with errors, not errors: one view meeting the same error many times is one view', () => {
    // 100 views each; live one view with an error; the candidate one view whose error repeated 4 times, another 40.
    const live = figures('a', { pageViews: 100, errors: 1, pageViewsWithErrors: 1 });
    const repeated = judgeCanary(live, figures('b', { pageViews: 100, errors: 44, pageViewsWithErrors: 2 }));
    expect(repeated.decision).toBe('pass');
    expect(repeated.summary).toContain('share of page views with errors 0.020 vs live 0.010 (limit 0.030)');
    // Errors in one view in five are out, however few each view had.
    expect(judgeCanary(live, figures('b', { pageViews: 100, errors: 20, pageViewsWithErrors: 20 })).decision).toBe('abort');
  });

  it('judges nothing without page views, even with a minimum of 0', () => {
    const verdict = judgeCanary(undefined, undefined, withMinimum(DEFAULT_BOUNDS, 0));
    expect(verdict.decision).toBe('hold');
    expect(verdict.summary).toBe('too little traffic to judge (page views: candidate 0, live 0; 1 each needed)');
    expect(judgeCanary(figures('a', { pageViews: 0 }), figures('b', { pageViews: 5 }), withMinimum(DEFAULT_BOUNDS, 0)).decision).toBe('hold');
  });

  it('aborts as soon as one figure with enough page views is out, while others still wait', () => {
    const bounds = { ...DEFAULT_BOUNDS, errors: { maxIncrease: 0.02, minPageViews: 20 } };
    const verdict = judgeCanary(figures('a', { pageViews: 30 }), figures('b', { pageViews: 30, errors: 6, pageViewsWithErrors: 6 }), bounds);
    expect(verdict.decision).toBe('abort');
    expect(verdict.checks.find((item) => item.metric === 'inp')?.result).toBe('waiting');
  });

  it('does not judge a vital neither variant measured, nor one only one variant has samples of (no baseline of 0)', () => {
    const none = { p75LcpMs: undefined, p75Cls: undefined, ...samples({ lcp: 0, cls: 0 }) };
    expect(judgeCanary(figures('a', none), figures('b', none)).decision).toBe('pass');
    expect(resultOf(judgeCanary(figures('a', none), figures('b', none)), 'cls')).toBe('unmeasured');
    // The candidate's element newly the LCP, its CLS newly its own: a p75 against nothing is no regression to judge.
    const onlyCandidate = judgeCanary(figures('a', none), figures('b', { p75LcpMs: undefined, p75Cls: 0.06, ...samples({ lcp: 0 }) }));
    expect(onlyCandidate.decision).toBe('pass');
    expect(onlyCandidate.summary).toContain('p75 CLS not judged: too few samples (candidate 200, live 0; 100 each needed)');
    const onlyLive = judgeCanary(figures('a', {}), figures('b', { p75InpMs: undefined, ...samples({ inp: 0 }) }));
    expect(resultOf(onlyLive, 'inp')).toBe('too-few-samples');
  });

  it('does not judge a p75 INP of 6 samples once page views suffice: the other figures pass the step', () => {
    // 80, 90, 100, 150, 420 and 450 ms in the INP histogram's buckets give a p75 of 425 ms, live 120 ms + 50.
    const verdict = judgeCanary(figures('a', samples({ inp: 150 })), figures('b', { p75InpMs: 425, ...samples({ inp: 6 }) }));
    expect(verdict.decision).toBe('pass');
    expect(verdict.checks.map((item) => [item.metric, item.result])).toEqual([
      ['errors', 'in'],
      ['inp', 'too-few-samples'],
      ['lcp', 'in'],
      ['cls', 'in'],
    ]);
    expect(verdict.summary).toBe(
      'page views: candidate 200, live 200; share of page views with errors 0.000 vs live 0.000 (limit 0.020); p75 INP not judged: too few samples (candidate 6, live 150; 100 each needed); p75 LCP 1800 ms vs live 1800 ms (limit 2100 ms); p75 CLS 0.020 vs live 0.020 (limit 0.070)',
    );
  });

  it('judges a vital from its minimum of samples on both sides, and aborts when it is out of bounds', () => {
    const slow = { p75InpMs: 425 };
    expect(judgeCanary(figures('a', samples({ inp: 100 })), figures('b', { ...slow, ...samples({ inp: 100 }) })).decision).toBe('abort');
    const liveShort = judgeCanary(figures('a', samples({ inp: 99 })), figures('b', { ...slow, ...samples({ inp: 100 }) }));
    expect([liveShort.decision, resultOf(liveShort, 'inp')]).toEqual(['pass', 'too-few-samples']);
    const candidateShort = judgeCanary(figures('a', samples({ inp: 100 })), figures('b', { ...slow, ...samples({ inp: 99 }) }));
    expect([candidateShort.decision, resultOf(candidateShort, 'inp')]).toEqual(['pass', 'too-few-samples']);
  });

  it('takes one minimum of page views and samples for every figure (--min-views)', () => {
    const eight = withMinimum(DEFAULT_BOUNDS, 8);
    const few = { pageViews: 8, ...samples({ inp: 8 }) };
    expect(resultOf(judgeCanary(figures('a', few), figures('b', { ...few, p75InpMs: 425 }), eight), 'inp')).toBe('out');
    expect(resultOf(judgeCanary(figures('a', few), figures('b', { ...few, p75InpMs: 425, ...samples({ inp: 7 }) }), eight), 'inp')).toBe('too-few-samples');
  });

  it('takes the bounds it is given', () => {
    const strict = { ...DEFAULT_BOUNDS, inp: { maxIncrease: 10, minPageViews: 100, minSamples: 100 } };
    expect(judgeCanary(LIVE, figures('b', { p75InpMs: 140 }), strict).decision).toBe('abort');
  });
});
