import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAzurite, type RunningAzurite } from '../src/emulator/azurite';

/** The variable the tests find the emulator's account endpoint in (test/storages.ts). */
export const AZURITE_URL_VARIABLE = 'STOREFRONT_TEST_AZURITE_URL';

declare global {
  var storefrontAzurite: { azurite: RunningAzurite; location: string } | undefined;
}

/** jest globalSetup: one Azurite for the whole run, on a free port with a temporary folder; each test its own containers. */
export default async function startEmulator(): Promise<void> {
  const location = fs.mkdtempSync(path.join(os.tmpdir(), 'azurite-deploy-tests-'));
  const azurite = await startAzurite({ location });
  globalThis.storefrontAzurite = { azurite, location };
  process.env[AZURITE_URL_VARIABLE] = azurite.accountUrl;
}
