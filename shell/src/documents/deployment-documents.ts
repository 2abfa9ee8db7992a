import { DOCUMENT_URLS, INLINE_DOCUMENT_IDS, type InlineDocumentName } from '@storefront/contracts';
import { fetchWithTimeout } from '@storefront/platform';

export type DeploymentDocuments = Record<InlineDocumentName, unknown>;

/** The JSON the shell's server inlined under that name; undefined when it is not there or not JSON. */
function inlined(page: Document, name: InlineDocumentName): unknown {
  const text = page.getElementById(INLINE_DOCUMENT_IDS[name])?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function fetched(name: InlineDocumentName): Promise<unknown> {
  const url = DOCUMENT_URLS[name];
  return fetchWithTimeout(url, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    read: async (response) => {
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return (await response.json()) as unknown;
    },
  });
}

/**
 * The storefront config and the registry. The shell's server inlines both into the document, so the shell starts
 * without a request; served without it (webpack dev server), both are fetched at once, never one after the other.
 */
export async function readDeploymentDocuments(page: Document): Promise<DeploymentDocuments> {
  const [config, registry] = await Promise.all(
    (['config', 'registry'] as const).map((name) => {
      const document = inlined(page, name);
      return document === undefined ? fetched(name) : Promise.resolve(document);
    }),
  );
  return { config, registry };
}
