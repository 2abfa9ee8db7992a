import { containerName, type FragmentName } from '@storefront/contracts';
import type { Canary, DeployedFragment, DeploymentRegistry, ReleaseRecord, DeploymentStorage } from '@storefront/deploy';
import { inCanary, newShopperId, shopperCookie, shopperIdOf } from './canary-assignment';
import { PublishedReleases } from './published-releases';
import { previewCookie, previewRequest } from './preview-request';

/** The request parts a document's variant depends on. */
export interface VariantRequest {
  url: string;
  headers: { cookie?: string };
}

/**
 * The release set one document is for: the registry it inlines (and whose manifests it preloads, whose first views
 * it renders and whose origins its policy names) and the cookies its response sets. A cache of documents keys them
 * by the registry's releases (plus what it keys any document by).
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
 * preview link gets the staged release it names (only one published in this shop's storage); a shopper whose id
 * falls within a canary's share gets its candidate (the same on every server and page: canary-assignment.ts);
 * everybody else the live registry as it is. Without a canary or a preview nothing is read or set.
 */
export class DocumentVariants {
  private readonly published: PublishedReleases;

  constructor(private readonly storage: DeploymentStorage) {
    this.published = new PublishedReleases(storage);
  }

  async select(request: VariantRequest, live: DeploymentRegistry, canaries: ReadonlyMap<FragmentName, Canary> = new Map()): Promise<DocumentVariant> {
    const asked = previewRequest(new URL(request.url, 'http://shell.invalid'), request.headers.cookie);
    if (asked.previews.length === 0 && !asked.changed && canaries.size === 0) return { registry: live, setCookies: [] };
    const setCookies: string[] = [];

    // Canaries: only for fragments with a live entry (the candidate is compared with it).
    const candidates = new Map<FragmentName, Canary & { fragment: FragmentName }>();
    if (canaries.size > 0) {
      let shopper = shopperIdOf(request.headers.cookie);
      if (!shopper) {
        shopper = newShopperId();
        setCookies.push(shopperCookie(shopper));
      }
      for (const [fragment, canary] of canaries) {
        if (live.fragments[containerName(fragment)] && inCanary(shopper, fragment, canary.release, canary.percent))
          candidates.set(fragment, { ...canary, fragment });
      }
    }

    // Previews: on top of a canary's candidate (a squad looks at its staged release, not the shoppers' draw).
    const found = await Promise.all(asked.previews.map((preview) => this.published.find(preview.fragment, preview.release)));
    const previewed = new Map<FragmentName, ReleaseRecord>(found.flatMap((record) => (record ? [[record.fragment, record]] : [])));
    // The cookie keeps what the query asked for and was found (a storage that cannot answer now drops no preview).
    if (asked.changed) setCookies.push(previewCookie([...previewed.values()]));

    type Chosen = Pick<ReleaseRecord, 'fragment' | 'release' | 'version' | 'builtAgainst'>;
    const registry = withReleases(this.storage, live, new Map<FragmentName, Chosen>([...candidates, ...previewed]));
    if (previewed.size === 0) return { registry, setCookies };
    return {
      registry: { ...registry, previews: Object.fromEntries([...previewed].map(([fragment, record]) => [containerName(fragment), record.release])) },
      setCookies,
    };
  }
}
