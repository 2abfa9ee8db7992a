import path from 'node:path';
import { LOOPBACK_ORIGIN_PATTERNS } from '@storefront/contracts/src/local-origins';
import { STORAGE_VARIABLE, storageFromEnvironment } from '@storefront/deploy';
import { OBJECT_STORE_READ_EVERY_MS } from './shell-server/live-documents';
import { createShellServer } from './shell-server/shell-server';
import { localBuildOverridesByDefault } from './shell-server/local-build-overrides';
import { stopOnSignals } from './stop-on-signals';
import { originOf, portOf, REPOSITORY_ROOT } from './topology';

/**
 * `npm run serve:shell`: the shell's server alone, as production runs it (any number of them behind a load balancer):
 * no sample backend, no fragment servers, no publishing. It reads the live registry from STOREFRONT_STORAGE every
 * OBJECT_STORE_READ_EVERY_MS, renders first views in its own workers from the storage's releases, and listens
 * on SHELL_PORT. The storage's credentials: STOREFRONT_PLATFORM_CREDENTIAL (to record what this shell provides).
 */
async function serveShell(): Promise<void> {
  const host = process.env.STOREFRONT_LISTEN_HOST ?? '127.0.0.1';
  // A shopper's request never waits for the storage (the documents are read in the background, every 2 s, keeping the
  // last good ones): two tries of at most 5 s each, so a hung store delays the next read by seconds, not forever, and a
  // release's server bundle still arrives from a store that is slow for a moment.
  const storage = storageFromEnvironment(process.env, { originOf: (fragment) => originOf(fragment), retry: { maxTries: 2, tryTimeoutMs: 5_000 } });
  if (storage.capabilities.releaseFiles.servedBy === 'fragment-servers') {
    console.info(`${STORAGE_VARIABLE} names the local folder ${storage.location}: its releases are served by the fragments' servers of npm start.`);
  }
  const shell = await createShellServer({
    storage,
    shellDist: path.join(REPOSITORY_ROOT, 'shell', 'dist'),
    allowedOrigins: [originOf('shell'), ...LOOPBACK_ORIGIN_PATTERNS],
    readEveryMs: OBJECT_STORE_READ_EVERY_MS,
    configFromBuild: 'if-none',
    firstViews: 'own-workers',
    // Overrides with local builds: for a storefront on this machine only, unless the deployment's config says.
    localBuildOverrides: localBuildOverridesByDefault(storage),
    ...(process.env.STOREFRONT_TRUSTED_PROXIES ? { trustedProxies: process.env.STOREFRONT_TRUSTED_PROXIES } : {}),
  });
  // Ready once warm: a phone's first request finds the live releases' first views rendered once already.
  await shell.warmFirstViews();
  await shell.server.listen({ port: portOf('shell'), host });
  console.info(`Shell server on ${originOf('shell')}/ reading ${storage.location} (every ${OBJECT_STORE_READ_EVERY_MS} ms)`);
  stopOnSignals(() => shell.stop());
}

serveShell().catch((error: unknown) => {
  console.error('Could not start the shell server:', error);
  process.exit(1);
});
