import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { fragmentByContainer, SHELL_FIELD, type FieldName, type FragmentName } from '@storefront/contracts';
import { releasesLiveWithin, type Canary, type DeploymentRegistry } from '@storefront/deploy';
import type { RegistryDocument } from '@storefront/contracts';
import { registerFieldRoutes } from './field-route';
import { FieldTokens } from './field-token';
import { shellRelease } from './shell-release';

/** How long the releases live within the hour are taken as read (a deploy counts within this plus the servers' read). */
const LIVE_RELEASES_FRESH_MS = 1_000;

export interface FieldReception {
  /** The field token of a document composed from this registry. */
  tokenFor(registry: RegistryDocument): string;
  /** The Prometheus registry /metrics exposes: other figures of the shell's server count into it too (CSP violations). */
  registry: Registry;
}

/** The releases a registry names, by fragment name (entries without a release, e.g. development builds, left out). */
function releasesOf(registry: RegistryDocument): Partial<Record<FieldName, string>> {
  const releases: Partial<Record<FieldName, string>> = {};
  for (const [container, entry] of Object.entries(registry.fragments)) {
    const fragment = fragmentByContainer(container);
    if (fragment && entry.release) releases[fragment.name] = entry.release;
  }
  return releases;
}

/**
 * A shell server's part in the field figures (docs/field-figures.md): each document it serves carries a token
 * naming its releases, and it takes the pages' reports at /__rum and exposes the figures at /metrics.
 */
export async function receiveFieldReports(
  server: FastifyInstance,
  options: {
    shellDist: string;
    registry: () => Promise<DeploymentRegistry>;
    /** The running canaries: their candidates' reports are taken too. */
    canaries?: () => Promise<ReadonlyMap<FragmentName, Pick<Canary, 'release'>>>;
    env?: NodeJS.ProcessEnv;
    log?: (line: string) => void;
  },
): Promise<FieldReception> {
  const tokens = FieldTokens.fromEnvironment(options.env ?? process.env, options.log);
  const shell = shellRelease(options.shellDist);
  // Read again at most once a second: a report costs no read of the storage (the local folder is read per request).
  let live: { at: number; releases: Promise<Map<string, Set<string>>> } | undefined;
  const readLiveReleases = async () => {
    const registry = await options.registry();
    const entries = Object.entries(registry.fragments).flatMap(([container, entry]) => {
      const fragment = fragmentByContainer(container);
      return fragment ? [{ fragment: fragment.name, release: entry.release, history: entry.history }] : [];
    });
    const running = (await options.canaries?.()) ?? new Map<FragmentName, Pick<Canary, 'release'>>();
    const canaries = new Map([...running].map(([fragment, canary]) => [fragment, [canary.release]]));
    return releasesLiveWithin(entries, { now: Date.now(), canaries });
  };
  const liveReleases = () => {
    if (!live || Date.now() - live.at > LIVE_RELEASES_FRESH_MS) live = { at: Date.now(), releases: readLiveReleases() };
    return live.releases;
  };
  const metrics = await registerFieldRoutes(server, { tokens, liveReleases, shellRelease: shell });
  return { tokenFor: (registry) => tokens.issue({ [SHELL_FIELD]: shell, ...releasesOf(registry) }), registry: metrics.registry };
}
