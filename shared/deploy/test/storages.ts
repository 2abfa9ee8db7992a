import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { BlobServiceClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import { AZURITE_ACCOUNT, AZURITE_ACCOUNT_KEY } from '../src/emulator/azurite';
import { AzureBlobStorage } from '../src/storage/azure-blob-storage';
import { decodeCredential } from '../src/storage/credentials';
import { LocalFolderStorage } from '../src/storage/local-folder-storage';
import { provisionAzureStorage, storageEnvironment, type ProvisionedStorage } from '../src/storage/provision-azure';
import type { DocumentScope, DeploymentStorage } from '../src/storage/deployment-storage';
import { PLATFORM_SCOPE } from '../src/storage/deployment-storage';
import { AZURITE_URL_VARIABLE } from './azurite-global-setup';
import { temporaryFolder } from './fake-build';

/** One storage of a test, with what only the test may do to it. */
export interface TestStorage {
  storage: DeploymentStorage;
  /** The environment a command or a child process reaches the same storage with (STOREFRONT_STORAGE, credentials). */
  environment: Record<string, string>;
  /** Files of a release written without its release.json, as a publish killed halfway leaves them. */
  writeIncompleteRelease(fragment: 'mf-account-overview', release: string, files: Record<string, string>): Promise<void>;
  remove(): Promise<void>;
}

export interface StorageKind {
  name: string;
  create(): Promise<TestStorage>;
}

export function azuriteUrl(): string {
  const url = process.env[AZURITE_URL_VARIABLE];
  if (!url) throw new Error(`${AZURITE_URL_VARIABLE} is not set: the jest globalSetup starts Azurite`);
  return url;
}

const sharedKey = () => new StorageSharedKeyCredential(AZURITE_ACCOUNT, AZURITE_ACCOUNT_KEY);

/** A namespace of its own for each test: containers `t<random>-*` in the one emulator of the run. */
export async function provisionTestNamespace(): Promise<{ namespace: string; provisioned: ProvisionedStorage }> {
  const namespace = `t${randomBytes(5).toString('hex')}`;
  const provisioned = await provisionAzureStorage({
    accountUrl: azuriteUrl(),
    accountName: AZURITE_ACCOUNT,
    accountKey: AZURITE_ACCOUNT_KEY,
    namespace,
    corsOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
  });
  return { namespace, provisioned };
}

/** An Azure storage of a provisioned namespace, with one scope's credential each (as squads and the platform have them). */
export function azureStorage(namespace: string, sas: (scope: DocumentScope) => string | undefined): AzureBlobStorage {
  return new AzureBlobStorage({ accountUrl: azuriteUrl(), namespace, credentials: { sas }, cacheFolder: temporaryFolder('release-cache') });
}

/** Every scope's credential: what `npm start` on an object store has. */
export function everyCredential(provisioned: ProvisionedStorage): (scope: DocumentScope) => string {
  return (scope) =>
    decodeCredential(scope === PLATFORM_SCOPE ? provisioned.platformCredential : provisioned.deployCredentials[scope], `the ${scope} credential`);
}

export const STORAGE_KINDS: StorageKind[] = [
  {
    name: 'the local folder',
    create: async () => {
      const root = temporaryFolder('deployments');
      const storage = new LocalFolderStorage({ root });
      return {
        storage,
        environment: { STOREFRONT_STORAGE: `file:${root}` },
        writeIncompleteRelease: async (fragment, release, files) => {
          const folder = `${storage.releasesFolder(fragment)}/${release}`;
          fs.mkdirSync(folder, { recursive: true });
          for (const [name, text] of Object.entries(files)) fs.writeFileSync(`${folder}/${name}`, text);
        },
        remove: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'Azure Blob Storage (Azurite)',
    create: async () => {
      const { namespace, provisioned } = await provisionTestNamespace();
      const storage = azureStorage(namespace, everyCredential(provisioned));
      const service = new BlobServiceClient(azuriteUrl(), sharedKey());
      return {
        storage,
        environment: storageEnvironment(provisioned),
        writeIncompleteRelease: async (fragment, release, files) => {
          const container = service.getContainerClient(storage.blobContainerOf(fragment));
          for (const [name, text] of Object.entries(files)) await container.getBlockBlobClient(`releases/${release}/${name}`).upload(text, text.length);
        },
        remove: async () => {
          for await (const container of service.listContainers({ prefix: `${namespace}-` })) await service.deleteContainer(container.name);
        },
      };
    },
  },
];
