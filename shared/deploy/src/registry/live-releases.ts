import type { FragmentName } from '@storefront/contracts';
import type { LiveEntry } from './live-entry';

/** Field figures are taken for the releases live within this long: a page opened before a switch still reports. */
export const LIVE_RELEASE_WINDOW_MS = 60 * 60 * 1000;

export interface LiveReleasesOptions {
  now: number;
  windowMs?: number;
  /**
   * Releases a fragment serves to a share of shoppers besides its live one (progressive delivery, issue 40): they
   * count as live while in a canary. None today.
   */
  canaries?: ReadonlyMap<FragmentName, readonly string[]>;
}

/**
 * The releases of each fragment that were live (or in a canary) within the window before `now`, as the live entries
 * every server reads say: the live one, and each one its history shows switched away from within the window. This is
 * the one set the field figures accept (anything else is refused, never a new label).
 */
export function releasesLiveWithin(entries: ReadonlyArray<Pick<LiveEntry, 'fragment' | 'release' | 'history'>>, options: LiveReleasesOptions): Map<FragmentName, Set<string>> {
  const { now, windowMs = LIVE_RELEASE_WINDOW_MS, canaries } = options;
  const live = new Map<FragmentName, Set<string>>();
  for (const entry of entries) {
    const releases = new Set([entry.release, ...(canaries?.get(entry.fragment) ?? [])]);
    // A switch at `at` ends the release live before it: that one was live until then.
    entry.history.forEach((change, index) => {
      const before = entry.history[index - 1];
      const endedAt = Date.parse(change.at);
      if (before && before.release !== change.release && Number.isFinite(endedAt) && now - endedAt <= windowMs) releases.add(before.release);
    });
    live.set(entry.fragment, releases);
  }
  for (const [fragment, releases] of canaries ?? []) if (!live.has(fragment)) live.set(fragment, new Set(releases));
  return live;
}
