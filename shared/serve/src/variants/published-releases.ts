import { LRUCache } from 'lru-cache';
import type { FragmentName } from '@storefront/contracts';
import type { ReleaseRecord, DeploymentStorage } from '@storefront/deploy';

/** A release not found is asked for again after this long (it may be being published). */
export const NOT_FOUND_KEPT_MS = 10_000;
/**
 * The releases not found kept at most (the most recently missed): anyone can ask for any release name
 * (`?mf-preview=`), so they are bounded; one pushed out is only asked for again.
 */
export const NOT_FOUND_MAX = 1_000;

/**
 * The records of releases published in the shop's own storage, read once each: a release never changes, so a found
 * one is kept for the server's life; one not found (or unreadable) is asked for again after NOT_FOUND_KEPT_MS.
 */
export class PublishedReleases {
  private readonly found = new Map<string, Promise<ReleaseRecord | undefined>>();
  private readonly missing: LRUCache<string, true>;

  constructor(
    private readonly storage: DeploymentStorage,
    now: () => number = Date.now,
  ) {
    // Aged by this clock on every look-up (ttlResolution 0: lru-cache would otherwise keep a reading for a tick).
    this.missing = new LRUCache<string, true>({ max: NOT_FOUND_MAX, ttl: NOT_FOUND_KEPT_MS, ttlResolution: 0, perf: { now } });
  }

  async find(fragment: FragmentName, release: string): Promise<ReleaseRecord | undefined> {
    const key = `${fragment}@${release}`;
    if (this.missing.has(key)) return undefined;
    let read = this.found.get(key);
    if (!read) {
      read = this.storage.readRelease(fragment, release).catch(() => undefined);
      this.found.set(key, read);
    }
    const record = await read;
    if (!record) {
      this.found.delete(key);
      this.missing.set(key, true);
    } else this.missing.delete(key);
    return record;
  }

  /** How many releases not found are kept now. */
  missingCount(): number {
    return this.missing.size;
  }
}
