import fs from 'node:fs';

export default async function stopEmulator(): Promise<void> {
  const running = globalThis.storefrontAzurite;
  if (!running) return;
  await running.azurite.stop();
  fs.rmSync(running.runFolder, { recursive: true, force: true });
}
