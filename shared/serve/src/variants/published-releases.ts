import type { FragmentName } from '@storefront/contracts';
import type { ReleaseRecord, ReleaseStorage } from '@storefront/deploy';

/** A release not found is asked for again after this long (it may be being published). */
const NOT_FOUND_KEPT_MS = 10_000;

/**
 * The records of releases published in the shop's own storage, read once each: a release never changes, so a found
 * one is kept for the server's life; one not found (or unreadable) is asked for again after NOT_FOUND_KEPT_MS.
 */
export class PublishedReleases {
  private readonly found = new Map<string, Promise<ReleaseRecord | undefined>>();
  private readonly missing = new Map<string, number>();

  constructor(
    private readonly storage: ReleaseStorage,
    private readonly now: () => number = Date.now,
  ) {}

  async find(fragment: FragmentName, release: string): Promise<ReleaseRecord | undefined> {
    const key = `${fragment}@${release}`;
    const missingSince = this.missing.get(key);
    if (missingSince !== undefined && this.now() - missingSince < NOT_FOUND_KEPT_MS) return undefined;
    let read = this.found.get(key);
    if (!read) {
      read = this.storage.readRelease(fragment, release).catch(() => undefined);
      this.found.set(key, read);
    }
    const record = await read;
    if (!record) {
      this.found.delete(key);
      this.missing.set(key, this.now());
    } else this.missing.delete(key);
    return record;
  }
}
