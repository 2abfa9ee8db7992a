import { DEFAULT_LOAD_TIMEOUT_MS } from '@storefront/contracts';
import type { DeploymentRegistry } from '../src/registry/deployment-registry';

/** A registry of half a megabyte whose every part says its revision: a mix of two revisions is detectable. */
export function bigRegistry(revision: number): DeploymentRegistry {
  const release = `1.0.${revision}-${revision.toString(16).padStart(10, '0')}`;
  return {
    revision,
    updatedAt: new Date(revision * 1000).toISOString(),
    loadTimeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
    fragments: {
      mf_account_overview: {
        manifest: `http://localhost:8083/releases/${release}/mf-manifest.json`,
        version: `1.0.${revision}`,
        release,
        builtAgainst: { react: '19.3.1' },
        history: Array.from({ length: 4_000 }, (_, index) => ({ release, action: 'deploy' as const, at: `r${revision}-${index}` })),
      },
    },
  };
}

/** True when the document is exactly bigRegistry(n) for its own revision n. */
export function isWholeRegistry(document: DeploymentRegistry): boolean {
  return JSON.stringify(document) === JSON.stringify(bigRegistry(document.revision));
}
