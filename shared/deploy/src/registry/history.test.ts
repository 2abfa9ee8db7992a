import type { ReleaseSwitch } from './deployment-registry';
import { previousRelease, releasePath, releasesLeft } from './history';

const at = '2030-01-01T00:00:00.000Z';
const deploy = (release: string): ReleaseSwitch => ({ release, action: 'deploy', at });
const start = (release: string): ReleaseSwitch => ({ release, action: 'start', at });
const rollback = (release: string): ReleaseSwitch => ({ release, action: 'rollback', at });

describe('releasePath / previousRelease', () => {
  it('has nothing to go back to after the first release', () => {
    expect(releasePath([start('A')])).toEqual(['A']);
    expect(previousRelease([start('A')])).toBeUndefined();
    expect(previousRelease([])).toBeUndefined();
  });

  it('goes back one deploy at a time', () => {
    const history = [start('A'), deploy('B'), deploy('C')];
    expect(previousRelease(history)).toBe('B');
    expect(previousRelease([...history, rollback('B')])).toBe('A');
    expect(previousRelease([...history, rollback('B'), rollback('A')])).toBeUndefined();
  });

  it('a named rollback to a release on the way leaves what came after it', () => {
    expect(releasePath([start('A'), deploy('B'), deploy('C'), rollback('A')])).toEqual(['A']);
  });

  it('a rollback to a release that is not on the way goes on top, like a deploy', () => {
    const history = [start('A'), deploy('B'), deploy('C'), rollback('B'), rollback('C')];
    expect(releasePath(history)).toEqual(['A', 'B', 'C']);
    expect(previousRelease(history)).toBe('B');
  });

  it('deploying an earlier build again puts it on top', () => {
    expect(previousRelease([start('A'), deploy('B'), deploy('A')])).toBe('B');
  });

  it('a canary’s start, steps and abort are no step on the way; its promotion is', () => {
    const canary = (release: string, action: 'canary-start' | 'canary-step' | 'canary-abort'): ReleaseSwitch => ({ release, action, at });
    const history = [start('A'), canary('B', 'canary-start'), canary('B', 'canary-abort'), canary('C', 'canary-start'), canary('C', 'canary-step')];
    expect(releasePath(history)).toEqual(['A']);
    expect(previousRelease([...history, { release: 'C', action: 'promote', at }])).toBe('A');
  });
});

describe('releasesLeft', () => {
  const canary = (release: string, action: 'canary-start' | 'canary-abort' | 'promote'): ReleaseSwitch => ({ release, action, at });

  it('names every release once live and switched away from, however it was left', () => {
    const history = [start('A'), deploy('B'), deploy('C'), rollback('B')];
    expect([...releasesLeft(history, 'B')].sort()).toEqual(['A', 'C']);
  });

  it('names an aborted canary candidate, but not a running one or one promoted and live', () => {
    expect([...releasesLeft([start('A'), canary('B', 'canary-start'), canary('B', 'canary-abort')], 'A')]).toEqual(['B']);
    expect([...releasesLeft([start('A'), canary('B', 'canary-start'), canary('B', 'canary-abort'), canary('B', 'canary-start')], 'A', 'B')]).toEqual([]);
    expect([...releasesLeft([start('A'), canary('B', 'canary-start'), canary('B', 'promote')], 'B')]).toEqual(['A']);
  });

  it('names nothing for a fragment that has only had its live release', () => {
    expect(releasesLeft([start('A')], 'A').size).toBe(0);
    expect(releasesLeft([], 'A').size).toBe(0);
  });
});
