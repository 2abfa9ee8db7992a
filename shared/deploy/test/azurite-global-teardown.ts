import fs from 'node:fs';

export default async function stopEmulator(): Promise<void> {
  const running = globalThis.storefrontAzurite;
  if (!running) return;
  await running.azurite.stop();
  fs.rmSync(running.location, { recursive: true, force: true });
}
