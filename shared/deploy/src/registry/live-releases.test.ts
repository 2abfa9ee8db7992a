import { LIVE_RELEASE_WINDOW_MS, releasesLiveWithin } from './live-releases';
import type { ReleaseSwitch } from './live-entry';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const at = (msBefore: number) => new Date(NOW - msBefore).toISOString();
const change = (release: string, msBefore: number, action: ReleaseSwitch['action'] = 'deploy'): ReleaseSwitch => ({ release, action, at: at(msBefore) });

describe('releasesLiveWithin', () => {
  it('is the live release and each release switched away from within the last hour', () => {
    const history = [change('1.0.0-aaaaaaaaaa', 3 * HOUR, 'start'), change('1.0.1-bbbbbbbbbb', 2 * HOUR), change('1.0.2-cccccccccc', 30 * 60 * 1000)];
    const live = releasesLiveWithin([{ fragment: 'mf-own-brand', release: '1.0.2-cccccccccc', history }], { now: NOW });
    expect([...(live.get('mf-own-brand') ?? [])].sort()).toEqual(['1.0.1-bbbbbbbbbb', '1.0.2-cccccccccc']);
  });

  it('forgets a release once it has not been live for longer than the window', () => {
    const history = [change('1.0.0-aaaaaaaaaa', 3 * HOUR, 'start'), change('1.0.1-bbbbbbbbbb', LIVE_RELEASE_WINDOW_MS + 1)];
    const live = releasesLiveWithin([{ fragment: 'mf-own-brand', release: '1.0.1-bbbbbbbbbb', history }], { now: NOW });
    expect([...(live.get('mf-own-brand') ?? [])]).toEqual(['1.0.1-bbbbbbbbbb']);
  });

  it('counts a rollback like any switch, and canary releases as live', () => {
    const history = [
      change('1.0.0-aaaaaaaaaa', 3 * HOUR, 'start'),
      change('1.0.1-bbbbbbbbbb', 20 * 60 * 1000),
      change('1.0.0-aaaaaaaaaa', 10 * 60 * 1000, 'rollback'),
    ];
    const canaries = new Map([['mf-own-brand' as const, ['1.1.0-dddddddddd']]]);
    const live = releasesLiveWithin([{ fragment: 'mf-own-brand', release: '1.0.0-aaaaaaaaaa', history }], { now: NOW, canaries });
    expect([...(live.get('mf-own-brand') ?? [])].sort()).toEqual(['1.0.0-aaaaaaaaaa', '1.0.1-bbbbbbbbbb', '1.1.0-dddddddddd']);
  });

  it('ignores a switch whose time cannot be read', () => {
    const history = [change('1.0.0-aaaaaaaaaa', 3 * HOUR, 'start'), { release: '1.0.1-bbbbbbbbbb', action: 'deploy' as const, at: 'yesterday' }];
    const live = releasesLiveWithin([{ fragment: 'mf-tracking', release: '1.0.1-bbbbbbbbbb', history }], { now: NOW });
    expect([...(live.get('mf-tracking') ?? [])]).toEqual(['1.0.1-bbbbbbbbbb']);
  });

  it('counts a canary’s candidate within the window (its pages report after an abort too), and no canary entry as a switch', () => {
    const history = [
      change('1.0.0-aaaaaaaaaa', 3 * HOUR, 'start'),
      change('1.1.0-dddddddddd', 2 * HOUR, 'canary-start'),
      change('1.1.0-dddddddddd', 2 * HOUR - 1, 'canary-abort'),
      change('1.2.0-eeeeeeeeee', 20 * 60 * 1000, 'canary-start'),
      change('1.2.0-eeeeeeeeee', 10 * 60 * 1000, 'canary-abort'),
    ];
    const live = releasesLiveWithin([{ fragment: 'mf-own-brand', release: '1.0.0-aaaaaaaaaa', history }], { now: NOW });
    expect([...(live.get('mf-own-brand') ?? [])].sort()).toEqual(['1.0.0-aaaaaaaaaa', '1.2.0-eeeeeeeeee']);
  });
});
