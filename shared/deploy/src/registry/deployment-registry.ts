import { containerName, DEFAULT_LOAD_TIMEOUT_MS, FRAGMENTS, type FragmentName, type RegistryDocument, type RegistryEntry } from '@storefront/contracts';
import type { DeploymentStorage } from '../storage/deployment-storage';
import { readLiveEntry, type LiveEntry, type ReleaseSwitch } from './live-entry';
import { readShellDeclaration, type ShellDeclaration } from './shell-declaration';

export type { ReleaseSwitch };

/** A fragment's entry: what the shell loads (manifest, version, declaration) plus the release and its history. */
export interface DeployedFragment extends RegistryEntry {
  release: string;
  builtAgainst: LiveEntry['builtAgainst'];
  history: ReleaseSwitch[];
}

/**
 * The live registry: the document the shell serves as `/registry.json` (a RegistryDocument, so the shell reads it as
 * it is), composed from each fragment's live entry and the live shell's declaration. The manifest URL is the
 * storage's, made from the release's name: a live entry cannot point the shop at another origin.
 */
export interface DeploymentRegistry extends RegistryDocument {
  /** What the live shell provides; recorded by the shell's server when it starts. */
  shell?: ShellDeclaration;
  /** By Module Federation container name, as the shell reads them. */
  fragments: Record<string, DeployedFragment>;
}

export function deployedFragment(storage: DeploymentStorage, entry: LiveEntry): DeployedFragment {
  return {
    manifest: storage.manifestUrl(entry.fragment, entry.release),
    version: entry.version,
    release: entry.release,
    builtAgainst: entry.builtAgainst,
    history: entry.history,
  };
}

/** Composes a registry from what each document holds (a fragment without a live entry is not in it). */
export function composeRegistry(
  storage: DeploymentStorage,
  entries: ReadonlyArray<LiveEntry | undefined>,
  shell: ShellDeclaration | undefined,
): DeploymentRegistry {
  const fragments: Record<string, DeployedFragment> = {};
  for (const entry of entries) if (entry) fragments[containerName(entry.fragment)] = deployedFragment(storage, entry);
  return { loadTimeoutMs: DEFAULT_LOAD_TIMEOUT_MS, ...(shell ? { shell } : {}), fragments };
}

export const FRAGMENT_NAMES: readonly FragmentName[] = FRAGMENTS.map((fragment) => fragment.name);

/** The live registry as stored now; a broken document is an error (the commands never act on a guess). */
export async function readRegistry(storage: DeploymentStorage): Promise<DeploymentRegistry> {
  const [shell, ...entries] = await Promise.all([readShellDeclaration(storage), ...FRAGMENT_NAMES.map((fragment) => readLiveEntry(storage, fragment))]);
  return composeRegistry(
    storage,
    entries.map((entry) => entry?.value),
    shell?.value,
  );
}
