import { SHELL } from '../../test/fake-build';
import { canaryShareAt, describeCanaryShare, parseLiveEntry, type LiveEntry } from './live-entry';

const STEPPED_AT = '2026-11-28T12:00:03.000Z';
const step = { percent: 50, previousPercent: 20, steppedAt: STEPPED_AT };
const at = (iso: string) => Date.parse(iso);

describe('a canary share written ahead of its time', () => {
  it('is the previous share until the step takes effect, then the new one, the same for every server reading the entry', () => {
    expect(canaryShareAt(step, at('2026-11-28T12:00:02.999Z'))).toBe(20);
    expect(canaryShareAt(step, at(STEPPED_AT))).toBe(50);
    expect(canaryShareAt({ percent: 5, previousPercent: 0, steppedAt: STEPPED_AT }, at('2026-11-28T12:00:01Z'))).toBe(0);
    // An entry written before the schedule existed: its share since its step.
    expect(canaryShareAt({ percent: 5, steppedAt: '2026-11-28T11:00:00Z' }, at(STEPPED_AT))).toBe(5);
  });

  it('reads as people say it', () => {
    expect(describeCanaryShare(step, at('2026-11-28T12:00:00Z'))).toBe(`20 % of shoppers, 50 % from ${STEPPED_AT}`);
    expect(describeCanaryShare(step, at('2026-11-28T12:01:00Z'))).toBe(`50 % of shoppers since ${STEPPED_AT}`);
  });
});

describe('a live entry with a canary', () => {
  const entry = (canary: Record<string, unknown>) => ({
    fragment: 'mf-own-brand',
    release: '1.0.0-aaaaaaaaaa',
    version: '1.0.0',
    builtAgainst: SHELL,
    history: [],
    canary: { release: '1.0.1-bbbbbbbbbb', version: '1.0.1', builtAgainst: SHELL, startedAt: '2026-11-28T12:00:00Z', ...canary },
  });
  const parse = (value: unknown) => parseLiveEntry('mf-own-brand')(value, 'live.json') as LiveEntry;

  it('keeps the share before the step', () => {
    expect(parse(entry(step)).canary).toMatchObject(step);
  });

  it.each([
    ['a previous share above 100', { ...step, previousPercent: 101 }],
    ['a negative previous share', { ...step, previousPercent: -1 }],
    ['a step time that is no time', { ...step, steppedAt: 'soon' }],
  ])('refuses %s', (_, canary) => {
    expect(() => parse(entry(canary))).toThrow();
  });
});
