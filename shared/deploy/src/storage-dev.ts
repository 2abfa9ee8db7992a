// npm run storage:dev: Azurite (Microsoft's Azure Storage emulator) with what the storefront needs, for trying the
// object store on one machine (docs/delivery-and-storage.md, "Running on an object store"). Its data stays in .storage-dev/ (git-ignored)
// between runs. Prints the environment to use it with, one variable per line, then runs until stopped (Ctrl+C).
//   STORAGE_DEV_PORT (default 10000, shifted by STOREFRONT_PORT_OFFSET as every server's), STORAGE_DEV_NAMESPACE (default storefront)
import path from 'node:path';
import { LOOPBACK_ORIGIN_PATTERNS } from '@storefront/contracts/src/local-origins';
import { AZURITE_ACCOUNT, AZURITE_ACCOUNT_KEY, startAzurite } from './emulator/azurite';
import { REPOSITORY_ROOT } from './paths';
import { portOf } from './ports';
import { provisionAzureStorage, storageEnvironment } from './storage/provision-azure';

/** Where storage:dev listens and which namespace it provisions, from the environment. */
export function storageDevSettings(env: NodeJS.ProcessEnv = process.env): { port: number; namespace: string } {
  return { port: portOf('storage-dev', env), namespace: env.STORAGE_DEV_NAMESPACE ?? 'storefront' };
}

async function storageDev(): Promise<void> {
  const location = path.join(REPOSITORY_ROOT, '.storage-dev');
  const { port, namespace } = storageDevSettings();
  const azurite = await startAzurite({ location, port });
  const provisioned = await provisionAzureStorage({
    accountUrl: azurite.accountUrl,
    accountName: AZURITE_ACCOUNT,
    accountKey: AZURITE_ACCOUNT_KEY,
    namespace,
    // Shell servers on any local port may load the releases.
    corsOrigins: LOOPBACK_ORIGIN_PATTERNS,
  });
  for (const [name, value] of Object.entries(storageEnvironment(provisioned))) console.info(`${name}=${value}`);
  console.error(`\nAzurite is running on ${azurite.accountUrl} (data in ${location}); Ctrl+C stops it.`);
  const stop = async () => {
    await azurite.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

// Run as `npm run storage:dev`; imported (by its test), it starts nothing.
if (require.main === module) {
  storageDev().catch((error: unknown) => {
    console.error('Could not start the storage emulator:', error);
    process.exit(1);
  });
}
