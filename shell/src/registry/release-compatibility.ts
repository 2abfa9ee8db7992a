import { describeSkew, versionSkew, type BuiltAgainst, type VersionSkew } from '@storefront/contracts';
import type { RemoteRegistry } from './remote-registry';

/** A registry entry this shell does not load: its release was built against other majors than the shell provides. */
export interface RefusedRelease {
  container: string;
  release?: string;
  version: string;
  manifest: string;
  builtAgainst: BuiltAgainst;
  provided: BuiltAgainst;
  skew: VersionSkew[];
}

export class IncompatibleReleaseError extends Error {
  override name = 'IncompatibleReleaseError';

  constructor(readonly refusal: RefusedRelease) {
    super(`${refusal.container} ${refusal.release ?? refusal.version} is not loaded: it was built against ${describeSkew(refusal.skew)}`);
  }

  /** What a report needs to act on it: the release and both version sets. */
  get context() {
    return { ...this.refusal, skew: describeSkew(this.refusal.skew) };
  }
}

/**
 * The entries whose declared platform majors differ from what this shell provides (the skew rule of
 * @storefront/contracts: minor and patch differences load). Entries without a declaration (development builds,
 * overrides) are not refused.
 */
export function refusedReleases(registry: RemoteRegistry, provided: BuiltAgainst): Map<string, RefusedRelease> {
  const refused = new Map<string, RefusedRelease>();
  for (const [container, entry] of Object.entries(registry.fragments)) {
    if (!entry.builtAgainst) continue;
    const skew = versionSkew(provided, entry.builtAgainst);
    if (skew.length > 0) {
      refused.set(container, {
        container,
        release: entry.release,
        version: entry.version,
        manifest: entry.manifest,
        builtAgainst: entry.builtAgainst,
        provided,
        skew,
      });
    }
  }
  return refused;
}
