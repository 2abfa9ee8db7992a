import type { ReleaseFigures } from '../field/field-figures';
import { DEFAULT_BOUNDS, judgeCanary } from './canary-judge';

const figures = (release: string, values: Partial<ReleaseFigures>): ReleaseFigures => ({
  fragment: 'mf-own-brand',
  release,
  pageViews: 200,
  errors: 0,
  errorsPerThousandViews: 0,
  p75LcpMs: 1800,
  p75InpMs: 120,
  p75Cls: 0.02,
  ...values,
});
const LIVE = figures('1.0.0-aaaaaaaaaa', {});

describe('judgeCanary', () => {
  it('passes a candidate no worse than the live release on every figure', () => {
    const verdict = judgeCanary(LIVE, figures('1.1.0-bbbbbbbbbb', { errors: 2, p75InpMs: 140, p75LcpMs: 1900, p75Cls: 0.03 }));
    expect(verdict.decision).toBe('pass');
    expect(verdict.checks.map((item) => item.result)).toEqual(['in', 'in', 'in', 'in']);
  });

  it.each([
    ['errors per page view', { errors: 40 }, 'errors per page view 0.200 vs live 0.000 (limit 0.020) OUT OF BOUNDS'],
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

  it('aborts as soon as one figure with enough page views is out, while others still wait', () => {
    const bounds = { ...DEFAULT_BOUNDS, errors: { maxIncrease: 0.02, minPageViews: 20 } };
    const verdict = judgeCanary(figures('a', { pageViews: 30 }), figures('b', { pageViews: 30, errors: 6 }), bounds);
    expect(verdict.decision).toBe('abort');
    expect(verdict.checks.find((item) => item.metric === 'inp')?.result).toBe('waiting');
  });

  it('does not judge a vital neither variant measured; a vital only the candidate has is compared with 0', () => {
    const none = { p75LcpMs: undefined, p75Cls: undefined };
    expect(judgeCanary(figures('a', none), figures('b', none)).decision).toBe('pass');
    expect(judgeCanary(figures('a', none), figures('b', { p75LcpMs: undefined, p75Cls: 0.04 })).decision).toBe('pass');
    expect(judgeCanary(figures('a', none), figures('b', { p75LcpMs: undefined, p75Cls: 0.06 })).decision).toBe('abort');
    expect(judgeCanary(figures('a', {}), figures('b', { p75InpMs: undefined })).checks.find((item) => item.metric === 'inp')?.result).toBe('in');
  });

  it('takes the bounds it is given', () => {
    const strict = { ...DEFAULT_BOUNDS, inp: { maxIncrease: 10, minPageViews: 100 } };
    expect(judgeCanary(LIVE, figures('b', { p75InpMs: 140 }), strict).decision).toBe('abort');
  });
});
