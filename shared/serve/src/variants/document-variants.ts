import { containerName, type FragmentName } from '@storefront/contracts';
import {
  canaryShareAt,
  releasesLeft,
  type Canary,
  type DeployedFragment,
  type DeploymentRegistry,
  type ReleaseRecord,
  type DeploymentStorage,
} from '@storefront/deploy';
import { inCanary, newShopperId, shopperCookie, shopperIdOf } from './canary-assignment';
import { PublishedReleases } from './published-releases';
import { previewCookie, previewRequest } from './preview-request';

/** The request parts a document's variant depends on. */
export interface VariantRequest {
  url: string;
  headers: { cookie?: string; 'x-forwarded-proto'?: string | string[] };
  /** The scheme this server was asked over (behind a load balancer: usually `http`, the header says the shopper's). */
  protocol?: string;
}

/** Whether the shopper asked over HTTPS (to this server, or to the load balancer before it): then cookies are `Secure`. */
export function askedOverHttps(request: VariantRequest): boolean {
  const forwarded = ([] as string[])
    .concat(request.headers['x-forwarded-proto'] ?? [])[0]
    ?.split(',')[0]
    ?.trim();
  return request.protocol === 'https' || forwarded === 'https';
}

/**
 * The release set one document is for: the registry it inlines (and whose manifests it preloads, whose first views
 * it renders and whose origins its policy names) and the cookies its response sets. A cache of documents keys them
 * by the registry's releases and previews (plus what it keys any document by).
 */
export interface DocumentVariant {
  registry: DeploymentRegistry;
  setCookies: string[];
}

/** The entry of a published release, in place of the live one (the manifest always the storage's own URL). */
export function entryOf(
  storage: DeploymentStorage,
  record: Pick<ReleaseRecord, 'fragment' | 'release' | 'version' | 'builtAgainst'>,
  live: DeployedFragment | undefined,
): DeployedFragment {
  return {
    manifest: storage.manifestUrl(record.fragment, record.release),
    version: record.version,
    release: record.release,
    builtAgainst: record.builtAgainst,
    history: live?.history ?? [],
  };
}

/** A registry with these releases instead of the live ones. */
export function withReleases(
  storage: DeploymentStorage,
  registry: DeploymentRegistry,
  records: ReadonlyMap<FragmentName, Pick<ReleaseRecord, 'fragment' | 'release' | 'version' | 'builtAgainst'>>,
): DeploymentRegistry {
  if (records.size === 0) return registry;
  const fragments = { ...registry.fragments };
  for (const [fragment, record] of records) fragments[containerName(fragment)] = entryOf(storage, record, registry.fragments[containerName(fragment)]);
  return { ...registry, fragments };
}

/**
 * Chooses each document's release set from the live registry and the running canaries: a browser that opened a
 * preview link gets the staged release it names (only one published in this shop's storage, and not one the fragment
 * has left behind: history.ts, releasesLeft); a shopper whose id
 * falls within a canary's share at this moment gets its candidate (the same on every server and page, and every server
 * changes the share at the time the entry names: canary-assignment.ts, CANARY_SWITCH_LEAD_MS);
 * everybody else the live registry as it is. Without a canary or a preview nothing is read or set.
 */
export class DocumentVariants {
  private readonly published: PublishedReleases;

  constructor(
    private readonly storage: DeploymentStorage,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.published = new PublishedReleases(storage);
  }

  async select(request: VariantRequest, live: DeploymentRegistry, canaries: ReadonlyMap<FragmentName, Canary> = new Map()): Promise<DocumentVariant> {
    const asked = previewRequest(new URL(request.url, 'http://shell.invalid'), request.headers.cookie);
    if (asked.previews.length === 0 && !asked.changed && canaries.size === 0) return { registry: live, setCookies: [] };
    const setCookies: string[] = [];
    const secure = askedOverHttps(request);

    // Canaries: only for fragments with a live entry (the candidate is compared with it).
    const candidates = new Map<FragmentName, Canary & { fragment: FragmentName }>();
    if (canaries.size > 0) {
      let shopper = shopperIdOf(request.headers.cookie);
      if (!shopper) {
        shopper = newShopperId();
        setCookies.push(shopperCookie(shopper, secure));
      }
      const now = this.now();
      for (const [fragment, canary] of canaries) {
        if (live.fragments[containerName(fragment)] && inCanary(shopper, fragment, canary.release, canaryShareAt(canary, now)))
          candidates.set(fragment, { ...canary, fragment });
      }
    }

    // Previews: on top of a canary's candidate (a squad looks at its staged release, not the shoppers' draw).
    const found = await Promise.all(asked.previews.map((preview) => this.published.find(preview.fragment, preview.release)));
    const previewable = (record: ReleaseRecord | undefined): record is ReleaseRecord => {
      const entry = record && live.fragments[containerName(record.fragment)];
      return !!record && !(entry && releasesLeft(entry.history ?? [], entry.release, canaries.get(record.fragment)?.release).has(record.release));
    };
    const previewed = new Map<FragmentName, ReleaseRecord>(found.filter(previewable).map((record) => [record.fragment, record]));
    // The cookie keeps what the query asked for and was found (a storage that cannot answer now drops no preview).
    if (asked.changed) setCookies.push(previewCookie([...previewed.values()], secure));

    type Chosen = Pick<ReleaseRecord, 'fragment' | 'release' | 'version' | 'builtAgainst'>;
    const registry = withReleases(this.storage, live, new Map<FragmentName, Chosen>([...candidates, ...previewed]));
    if (previewed.size === 0) return { registry, setCookies };
    return {
      registry: { ...registry, previews: Object.fromEntries([...previewed].map(([fragment, record]) => [containerName(fragment), record.release])) },
      setCookies,
    };
  }
}
