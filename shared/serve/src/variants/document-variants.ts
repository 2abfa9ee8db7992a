import { containerName, type FragmentName } from '@storefront/contracts';
import type { DeployedFragment, DeploymentRegistry, ReleaseRecord, ReleaseStorage } from '@storefront/deploy';
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
export function entryOf(storage: ReleaseStorage, record: ReleaseRecord, live: DeployedFragment | undefined): DeployedFragment {
  return {
    manifest: storage.manifestUrl(record.fragment, record.release),
    version: record.version,
    release: record.release,
    builtAgainst: record.builtAgainst,
    history: live?.history ?? [],
  };
}

/** A registry with these releases instead of the live ones. */
export function withReleases(storage: ReleaseStorage, registry: DeploymentRegistry, records: ReadonlyMap<FragmentName, ReleaseRecord>): DeploymentRegistry {
  if (records.size === 0) return registry;
  const fragments = { ...registry.fragments };
  for (const [fragment, record] of records) fragments[containerName(fragment)] = entryOf(storage, record, registry.fragments[containerName(fragment)]);
  return { ...registry, fragments };
}

/**
 * Chooses each document's release set from the live registry: a browser that opened a preview link gets the staged
 * release it names (only one published in this shop's storage), every other browser the live registry as it is.
 */
export class DocumentVariants {
  private readonly published: PublishedReleases;

  constructor(private readonly storage: ReleaseStorage) {
    this.published = new PublishedReleases(storage);
  }

  async select(request: VariantRequest, live: DeploymentRegistry): Promise<DocumentVariant> {
    const asked = previewRequest(new URL(request.url, 'http://shell.invalid'), request.headers.cookie);
    if (asked.previews.length === 0 && !asked.changed) return { registry: live, setCookies: [] };
    const found = await Promise.all(asked.previews.map((preview) => this.published.find(preview.fragment, preview.release)));
    const records = new Map<FragmentName, ReleaseRecord>(found.flatMap((record) => (record ? [[record.fragment, record]] : [])));
    const previewed = withReleases(this.storage, live, records);
    const registry = records.size === 0 ? live : { ...previewed, previews: Object.fromEntries([...records].map(([fragment, record]) => [containerName(fragment), record.release])) };
    // The cookie keeps what the query asked for and was found (a storage that cannot answer now drops no preview).
    const setCookies = asked.changed ? [previewCookie([...records.values()])] : [];
    return { registry, setCookies };
  }
}
