import {
  DEFAULT_LOAD_TIMEOUT_MS,
  parseBuiltAgainst,
  type BuiltAgainst,
  type RegistryDocument,
  type RegistryEntry,
} from '@storefront/contracts';

/** One switch of a fragment's registry entry, newest last. */
export interface ReleaseSwitch {
  release: string;
  /** `start`: `npm start` published a new build; `deploy` / `rollback`: the commands. */
  action: 'start' | 'deploy' | 'rollback';
  at: string;
  /** Switched to a release the live shell refuses (`--force`). */
  forced?: true;
}

/** A fragment's entry: what the shell loads (manifest, version, declaration) plus the release and its history. */
export interface DeployedFragment extends RegistryEntry {
  release: string;
  builtAgainst: BuiltAgainst;
  history: ReleaseSwitch[];
}

/**
 * The live registry: the document the shell serves as `/registry.json` (a RegistryDocument, so the shell reads it
 * as it is) plus what delivery needs: a revision for compare-and-swap writes, the live shell's declaration, and
 * per fragment the current release and its history.
 */
export interface DeploymentRegistry extends RegistryDocument {
  /** Grows by one with every write; a write based on an older revision is refused and retried. */
  revision: number;
  updatedAt: string;
  /** What the live shell provides; recorded by the shell's server when it starts. */
  shell?: { builtAgainst: BuiltAgainst; recordedAt: string };
  /** By Module Federation container name, as the shell reads them. */
  fragments: Record<string, DeployedFragment>;
}

export function emptyRegistry(): DeploymentRegistry {
  return { revision: 0, updatedAt: new Date(0).toISOString(), loadTimeoutMs: DEFAULT_LOAD_TIMEOUT_MS, fragments: {} };
}

export class BrokenRegistryError extends Error {
  override name = 'BrokenRegistryError';
}

/** Reads a stored registry; anything that is not one is an error (it is never silently replaced). */
export function parseDeploymentRegistry(text: string, where: string): DeploymentRegistry {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new BrokenRegistryError(`${where} is not JSON: ${(error as Error).message}`);
  }
  const candidate = document as Partial<DeploymentRegistry> | null;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    !Number.isInteger(candidate.revision) ||
    typeof candidate.fragments !== 'object' ||
    candidate.fragments === null
  ) {
    throw new BrokenRegistryError(`${where} is not a deployment registry (revision and fragments are required)`);
  }
  const shellDeclaration = candidate.shell ? parseBuiltAgainst(candidate.shell.builtAgainst) : undefined;
  return {
    ...(candidate as DeploymentRegistry),
    loadTimeoutMs: typeof candidate.loadTimeoutMs === 'number' ? candidate.loadTimeoutMs : DEFAULT_LOAD_TIMEOUT_MS,
    shell: candidate.shell && shellDeclaration ? { ...candidate.shell, builtAgainst: shellDeclaration } : undefined,
  };
}
