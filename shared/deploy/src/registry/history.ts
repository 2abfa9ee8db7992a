import type { ReleaseSwitch } from './deployment-registry';
import { isSwitchAction } from './live-entry';

/**
 * The releases a fragment went through to get to the live one, oldest first, live last: a deploy puts a release
 * on top; a rollback to a release further down goes back to it (what came after is left); a rollback to a release
 * that is not on the way (never live, or left by an earlier rollback) puts it on top like a deploy, as a promotion does.
 */
export function releasePath(history: readonly ReleaseSwitch[]): string[] {
  const path: string[] = [];
  // A canary's start, steps and abort change no live release (its promotion does: `promote` is a switch).
  for (const { release, action } of history.filter((change) => isSwitchAction(change.action))) {
    const below = path.length > 1 ? path.lastIndexOf(release, path.length - 2) : -1;
    if (action === 'rollback' && below >= 0) path.length = below + 1;
    else if (path[path.length - 1] !== release) path.push(release);
  }
  return path;
}

/** The release `rollback` without a name goes back to: the one live before the current one. */
export function previousRelease(history: readonly ReleaseSwitch[]): string | undefined {
  const path = releasePath(history);
  return path[path.length - 2];
}

/**
 * The releases a fragment has left behind: once live for everyone and switched away from, or a canary's candidate
 * taken out. A rollback or the canary judge may have taken one out for being broken, so a preview link cannot bring
 * it back to a browser; the live release and a running canary's candidate are not left.
 */
export function releasesLeft(history: readonly ReleaseSwitch[], live: string, runningCandidate?: string): Set<string> {
  const left = new Set(history.filter((change) => isSwitchAction(change.action) || change.action === 'canary-abort').map((change) => change.release));
  left.delete(live);
  if (runningCandidate !== undefined) left.delete(runningCandidate);
  return left;
}
