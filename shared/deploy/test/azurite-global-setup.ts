import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAzurite, type RunningAzurite } from '../src/emulator/azurite';
import { RUN_FOLDER_VARIABLE } from './fake-build';

/** The variable the tests find the emulator's account endpoint in (test/storages.ts). */
export const AZURITE_URL_VARIABLE = 'STOREFRONT_TEST_AZURITE_URL';

declare global {
  var storefrontAzurite: { azurite: RunningAzurite; runFolder: string } | undefined;
}

/**
 * jest globalSetup: one temporary folder for the run (the tests' folders and caches in it; the teardown removes it),
 * one Azurite for the whole run on a free port, each test with its own containers.
 */
export default async function startEmulator(): Promise<void> {
  const runFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-deploy-tests-'));
  process.env[RUN_FOLDER_VARIABLE] = runFolder;
  const azurite = await startAzurite({ location: path.join(runFolder, 'azurite') });
  globalThis.storefrontAzurite = { azurite, runFolder };
  process.env[AZURITE_URL_VARIABLE] = azurite.accountUrl;
}
