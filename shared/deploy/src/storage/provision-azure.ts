import {
  BlobServiceClient,
  ContainerSASPermissions,
  generateBlobSASQueryParameters,
  SASProtocol,
  StorageSharedKeyCredential,
  type CorsRule,
} from '@azure/storage-blob';
import { FRAGMENTS, type FragmentName } from '@storefront/contracts';
import { AzureBlobStorage } from './azure-blob-storage';
import { deployCredentialVariable, encodeCredential, PLATFORM_CREDENTIAL_VARIABLE } from './credentials';
import { PLATFORM_SCOPE, type DocumentScope } from './deployment-storage';
import { AZURE_BLOB_SCHEME, STORAGE_VARIABLE } from './storage-url';

export interface ProvisionOptions {
  accountUrl: string;
  accountName: string;
  accountKey: string;
  namespace: string;
  /** Origins whose pages load the releases (the shop's); `http://localhost:*` for any port (Azurite matches globs). */
  corsOrigins: readonly string[];
  /** How long the credentials it issues are valid. */
  credentialLifetimeMs?: number;
}

export interface ProvisionedStorage {
  /** The value of STOREFRONT_STORAGE. */
  storageUrl: string;
  /** The platform's credential (its container: shell declaration, config). */
  platformCredential: string;
  /** Each squad's credential: its fragment's container only. */
  deployCredentials: Record<FragmentName, string>;
}

/** Azure allows five CORS rules per account; one per origin, because a rule's glob is tried for its first origin only. */
const MAX_CORS_RULES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes what the storefront needs in an Azure Blob Storage account (or Azurite): one container per scope, whose blobs
 * anyone may read (browsers load releases from their public URLs; no listing), CORS for the shop's origins, and one
 * credential per scope, a container SAS token that may read, create, write and list there (never delete) and nothing
 * anywhere else. Idempotent: running it again keeps what is stored and issues new credentials.
 */
export async function provisionAzureStorage(options: ProvisionOptions): Promise<ProvisionedStorage> {
  if (options.corsOrigins.length > MAX_CORS_RULES) throw new Error(`At most ${MAX_CORS_RULES} CORS origins (Azure's limit of rules)`);
  const sharedKey = new StorageSharedKeyCredential(options.accountName, options.accountKey);
  const storage = new AzureBlobStorage({ accountUrl: options.accountUrl, namespace: options.namespace, credentials: { sharedKey } });
  const service = new BlobServiceClient(options.accountUrl, sharedKey);
  const scopes: DocumentScope[] = [PLATFORM_SCOPE, ...FRAGMENTS.map((fragment) => fragment.name)];
  for (const scope of scopes) {
    const container = service.getContainerClient(storage.blobContainerOf(scope));
    const created = await container.createIfNotExists({ access: 'blob' });
    if (!created.succeeded) await container.setAccessPolicy('blob');
  }
  const cors: CorsRule[] = options.corsOrigins.map((origin) => ({
    allowedOrigins: origin,
    allowedMethods: 'GET,HEAD,OPTIONS',
    allowedHeaders: '*',
    exposedHeaders: 'ETag,Content-Length,Content-Type',
    maxAgeInSeconds: 3600,
  }));
  await service.setProperties({ cors });
  const expiresOn = new Date(Date.now() + (options.credentialLifetimeMs ?? 30 * DAY_MS));
  const credentialFor = (scope: DocumentScope) =>
    encodeCredential(
      generateBlobSASQueryParameters(
        {
          containerName: storage.blobContainerOf(scope),
          permissions: ContainerSASPermissions.parse('rcwl'),
          startsOn: new Date(Date.now() - 5 * 60 * 1000),
          expiresOn,
          protocol: options.accountUrl.startsWith('https:') ? SASProtocol.Https : SASProtocol.HttpsAndHttp,
        },
        sharedKey,
      ).toString(),
    );
  return {
    storageUrl: `${AZURE_BLOB_SCHEME}${options.accountUrl.replace(/\/+$/, '')}/${options.namespace}`,
    platformCredential: credentialFor(PLATFORM_SCOPE),
    deployCredentials: Object.fromEntries(FRAGMENTS.map((fragment) => [fragment.name, credentialFor(fragment.name)])) as Record<FragmentName, string>,
  };
}

/** The environment a provisioned storage is used with: what storage:dev prints, one variable per line. */
export function storageEnvironment(provisioned: ProvisionedStorage): Record<string, string> {
  return {
    [STORAGE_VARIABLE]: provisioned.storageUrl,
    [PLATFORM_CREDENTIAL_VARIABLE]: provisioned.platformCredential,
    ...Object.fromEntries(
      Object.entries(provisioned.deployCredentials).map(([fragment, credential]) => [deployCredentialVariable(fragment as FragmentName), credential]),
    ),
  };
}
