import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FragmentName } from '@storefront/contracts';
import { deploymentsRoot } from '../paths';
import { originOf } from '../ports';
import { AzureBlobStorage } from './azure-blob-storage';
import { decodeCredential, DEPLOY_CREDENTIAL_VARIABLE, deployCredentialVariable, PLATFORM_CREDENTIAL_VARIABLE } from './credentials';
import { LocalFolderStorage } from './local-folder-storage';
import { PLATFORM_SCOPE, type DocumentScope, type DeploymentStorage } from './deployment-storage';
import type { RetryBounds, RetryNotice } from './transient-retry-policy';

/** The one setting that chooses the storage of releases, live entries and config. */
export const STORAGE_VARIABLE = 'STOREFRONT_STORAGE';
/** `azblob+https://<account>.blob.core.windows.net/<namespace>` (Azurite: `azblob+http://127.0.0.1:10000/devstoreaccount1/<namespace>`). */
export const AZURE_BLOB_SCHEME = 'azblob+';

export class InvalidStorageUrlError extends Error {
  override name = 'InvalidStorageUrlError';
}

export interface StorageEnvironmentOptions {
  /** The local folder when STOREFRONT_STORAGE is unset (the command's `--root`, else STOREFRONT_DEPLOYMENTS_ROOT or deployments/). */
  root?: string;
  /** Where the local folder's releases are served: by default npm start's fragment servers, on the ports in use of `env`. */
  originOf?: (fragment: FragmentName) => string;
  /** Other retry bounds (the shell's server: one short try, it reads again in 2 s); the commands' default otherwise. */
  retry?: Partial<RetryBounds>;
  /** Hears of each retry of an object store's request (the commands say when they retried). */
  onRetry?: (notice: RetryNotice) => void;
}

export function isObjectStorageUrl(value: string | undefined): boolean {
  return value?.startsWith(AZURE_BLOB_SCHEME) ?? false;
}

function localFolder(value: string): string {
  if (value.startsWith('file://')) return fileURLToPath(value);
  return path.resolve(value.slice('file:'.length));
}

/** Where credentials come from: a scope's SAS token from the environment (none: anonymous reads). */
function sasFromEnvironment(env: NodeJS.ProcessEnv): (scope: DocumentScope) => string | undefined {
  return (scope) => {
    if (scope === PLATFORM_SCOPE) {
      const platform = env[PLATFORM_CREDENTIAL_VARIABLE];
      return platform ? decodeCredential(platform, PLATFORM_CREDENTIAL_VARIABLE) : undefined;
    }
    // A squad's pipeline has its own; `npm start` on an object store has every fragment's.
    const variable = env[DEPLOY_CREDENTIAL_VARIABLE] ? DEPLOY_CREDENTIAL_VARIABLE : deployCredentialVariable(scope);
    const value = env[variable];
    return value ? decodeCredential(value, variable) : undefined;
  };
}

/**
 * The storage STOREFRONT_STORAGE names: unset or `file:<folder>`, the local deployments folder; `azblob+<account
 * endpoint>/<namespace>[?public=<CDN URL>]`, Azure Blob Storage with the credentials of the environment.
 */
export function storageFromEnvironment(env: NodeJS.ProcessEnv = process.env, options: StorageEnvironmentOptions = {}): DeploymentStorage {
  const value = env[STORAGE_VARIABLE];
  const originOfFragment = options.originOf ?? ((fragment: FragmentName) => originOf(fragment, env));
  if (!value) return new LocalFolderStorage({ root: options.root ?? deploymentsRoot(env), originOf: originOfFragment });
  if (value.startsWith('file:')) return new LocalFolderStorage({ root: localFolder(value), originOf: originOfFragment });
  if (isObjectStorageUrl(value)) {
    let url: URL;
    try {
      url = new URL(value.slice(AZURE_BLOB_SCHEME.length));
    } catch {
      throw new InvalidStorageUrlError(`${STORAGE_VARIABLE}=${value} is not a URL`);
    }
    const segments = url.pathname.split('/').filter(Boolean);
    const namespace = segments.pop();
    if (!namespace || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new InvalidStorageUrlError(`${STORAGE_VARIABLE}=${value}: expected ${AZURE_BLOB_SCHEME}https://<account>.blob.core.windows.net/<namespace>`);
    }
    return new AzureBlobStorage({
      accountUrl: `${url.origin}${segments.map((segment) => `/${segment}`).join('')}`,
      namespace,
      publicUrl: url.searchParams.get('public') ?? undefined,
      credentials: { sas: sasFromEnvironment(env) },
      retry: options.retry,
      onRetry: options.onRetry,
    });
  }
  throw new InvalidStorageUrlError(`${STORAGE_VARIABLE}=${value}: expected file:<folder> or ${AZURE_BLOB_SCHEME}<account endpoint>/<namespace>`);
}
