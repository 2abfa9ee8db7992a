import type { DeploymentStorage, ReleaseRecord } from '@storefront/deploy';
import { NOT_FOUND_KEPT_MS, NOT_FOUND_MAX, PublishedReleases } from './published-releases';

const FRAGMENT = 'mf-own-brand';
/** A release name of the preview link's form, the `index`th. */
const releaseName = (index: number) => `1.0.${index}-0123456789`;

describe('PublishedReleases', () => {
  let clock: number;
  let readRelease: jest.Mock<Promise<ReleaseRecord | undefined>, [string, string]>;
  let releases: PublishedReleases;

  beforeEach(() => {
    // Not 0: lru-cache takes an entry set at 0 for one without a lifetime.
    clock = Date.UTC(2025, 0, 1);
    // A storage that has none of the releases asked for.
    readRelease = jest.fn<Promise<ReleaseRecord | undefined>, [string, string]>(async () => undefined);
    releases = new PublishedReleases({ readRelease } as unknown as DeploymentStorage, () => clock);
  });

  it(`answers a release not found from memory for ${NOT_FOUND_KEPT_MS / 1000} s, then asks the storage again`, async () => {
    await expect(releases.find(FRAGMENT, releaseName(0))).resolves.toBeUndefined();
    clock += NOT_FOUND_KEPT_MS - 1;
    await expect(releases.find(FRAGMENT, releaseName(0))).resolves.toBeUndefined();
    expect(readRelease).toHaveBeenCalledTimes(1);
    clock += 2;
    await releases.find(FRAGMENT, releaseName(0));
    expect(readRelease).toHaveBeenCalledTimes(2);
  });

  it(`keeps at most ${NOT_FOUND_MAX} releases not found (anyone may ask for any name), the most recently missed`, async () => {
    for (let index = 0; index <= NOT_FOUND_MAX; index += 1) await releases.find(FRAGMENT, releaseName(index));
    expect(releases.missingCount()).toBe(NOT_FOUND_MAX);
    // The latest is still answered from memory; the first was pushed out and is asked for again.
    await releases.find(FRAGMENT, releaseName(NOT_FOUND_MAX));
    expect(readRelease).toHaveBeenCalledTimes(NOT_FOUND_MAX + 1);
    await releases.find(FRAGMENT, releaseName(0));
    expect(readRelease).toHaveBeenCalledTimes(NOT_FOUND_MAX + 2);
  });
});
