import type { FragmentName } from '@storefront/contracts';
import { isSwitchAction, type LiveEntry } from './live-entry';

/** Field figures are taken for the releases live within this long: a page opened before a switch still reports. */
export const LIVE_RELEASE_WINDOW_MS = 60 * 60 * 1000;

export interface LiveReleasesOptions {
  now: number;
  windowMs?: number;
  /**
   * Releases a fragment serves to a share of shoppers besides its live one (a running canary, from the live entries):
   * they count as live while in a canary.
   */
  canaries?: ReadonlyMap<FragmentName, readonly string[]>;
}

/**
 * The releases of each fragment that were live (or in a canary) within the window before `now`, as the live entries
 * every server reads say: the live one, and each one its history shows switched away from within the window. This is
 * the one set the field figures accept (anything else is refused, never a new label).
 */
export function releasesLiveWithin(
  entries: ReadonlyArray<Pick<LiveEntry, 'fragment' | 'release' | 'history'>>,
  options: LiveReleasesOptions,
): Map<FragmentName, Set<string>> {
  const { now, windowMs = LIVE_RELEASE_WINDOW_MS, canaries } = options;
  const live = new Map<FragmentName, Set<string>>();
  for (const entry of entries) {
    const releases = new Set([entry.release, ...(canaries?.get(entry.fragment) ?? [])]);
    const within = (at: string) => Number.isFinite(Date.parse(at)) && now - Date.parse(at) <= windowMs;
    // A switch at `at` ends the release live before it: that one was live until then.
    const switches = entry.history.filter((change) => isSwitchAction(change.action));
    switches.forEach((change, index) => {
      const before = switches[index - 1];
      if (before && before.release !== change.release && within(change.at)) releases.add(before.release);
    });
    // A canary's candidate, served to a share of shoppers within the window (its pages report after an abort too).
    for (const change of entry.history) if (!isSwitchAction(change.action) && within(change.at)) releases.add(change.release);
    live.set(entry.fragment, releases);
  }
  for (const [fragment, releases] of canaries ?? []) if (!live.has(fragment)) live.set(fragment, new Set(releases));
  return live;
}
