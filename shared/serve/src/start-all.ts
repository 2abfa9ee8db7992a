import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LOOPBACK_ORIGIN_PATTERNS } from '@storefront/contracts/src/local-origins';
import { prepareDeployments, printRetry, readShellBuild, RELEASES_PATH, storageFromEnvironment } from '@storefront/deploy';
import { createServer as createSampleApi } from '@storefront/sample-api';
import { IMMUTABLE } from './cache-policy';
import { registerFirstViewRoute } from './first-view/first-view-route';
import { OBJECT_STORE_READ_EVERY_MS } from './shell-server/live-documents';
import { createShellServer } from './shell-server/shell-server';
import { createStaticServer } from './static-server';
import { stopOnSignals } from './stop-on-signals';
import { FRAGMENT_NAMES, fragmentFolder, isBuilt, originOf, portOf, REPOSITORY_ROOT, type ServerName } from './topology';

/**
 * Starts the whole storefront in one process: sample backend, the shell's server and, for the local folder, every
 * fragment's releases on its own origin. Each built fragment is published as a release first (once per build), so
 * what was built is what runs unless a squad deployed or rolled back since. The storage is STOREFRONT_STORAGE's:
 * the local folder by default; on an object store the releases are served from the store's public URLs.
 */
async function startAll(): Promise<void> {
  const host = process.env.STOREFRONT_LISTEN_HOST ?? '127.0.0.1';
  // The shell's origins, and every page on this machine: a squad's standalone page or development build reads the
  // registry, the fragments' releases and the sample backend from whatever port it runs on.
  const shellOrigins = [originOf('shell'), originOf('shell').replace('localhost', '127.0.0.1'), ...LOOPBACK_ORIGIN_PATTERNS];
  process.env.STOREFRONT_ALLOWED_ORIGINS ??= [...shellOrigins, ...FRAGMENT_NAMES.map((name) => originOf(name))].join(',');
  const running: { name: ServerName; server: FastifyInstance; note: string }[] = [];

  const storage = storageFromEnvironment(process.env, { originOf: (fragment) => originOf(fragment), onRetry: printRetry });
  const { watch, releaseFiles, migrate } = storage.capabilities;
  await migrate?.();
  const fragmentServers = releaseFiles.servedBy === 'fragment-servers' ? releaseFiles : undefined;
  const shellDist = path.join(REPOSITORY_ROOT, 'shell', 'dist');
  console.info(`Releases and the live registry: ${storage.location}`);
  await prepareDeployments({
    storage,
    shell: readShellBuild(shellDist),
    builds: FRAGMENT_NAMES.filter(isBuilt).map((fragment) => ({ fragment, folder: path.join(fragmentFolder(fragment), 'dist') })),
  });

  const api = await createSampleApi({
    dataDir: process.env.STOREFRONT_DATA_DIR,
    publicOrigin: originOf('sample-api'),
    logger: process.env.SAMPLE_API_LOG === '1',
  });
  await api.listen({ port: portOf('sample-api'), host });
  running.push({ name: 'sample-api', server: api, note: `data: ${process.env.STOREFRONT_DATA_DIR ?? 'default'}` });

  const shell = await createShellServer({
    storage,
    shellDist,
    allowedOrigins: shellOrigins,
    readEveryMs: watch === 'on-request' ? 0 : OBJECT_STORE_READ_EVERY_MS,
    configFromBuild: 'follow',
    firstViews: fragmentServers ? 'fragment-servers' : 'own-workers',
    localBuildOverrides: true,
  });

  // On the local folder, every fragment's server serves all of its published releases, each under its own path and
  // never changing, so a page opened before a deploy still loads the chunks of the release it started with. A
  // fragment without a release yet gets its server too: its first deploy needs no restart. (On an object store the
  // store's public URLs serve them.)
  for (const fragment of fragmentServers ? FRAGMENT_NAMES : []) {
    const root = fragmentServers?.folderOf(fragment) ?? '';
    fs.mkdirSync(root, { recursive: true });
    const server = await createStaticServer({ root, prefix: RELEASES_PATH, allowedOrigins: shellOrigins, cachePolicy: () => IMMUTABLE });
    // A release that renders its first view on the server does it here, for the shell's server (http-first-views.ts).
    // The config is the deployment's own (the shell checks it in the browser), passed on as it is served.
    registerFirstViewRoute(server, { releasesFolder: root, prefix: RELEASES_PATH, config: shell.config });
    await server.listen({ port: portOf(fragment), host });
    running.push({ name: fragment, server, note: `${RELEASES_PATH}<release>/mf-manifest.json` });
  }

  await shell.server.listen({ port: portOf('shell'), host });
  running.push({ name: 'shell', server: shell.server, note: 'open this' });

  await shell.warmFirstViews();
  console.info(running.map(({ name, note }) => `  ${String(name).padEnd(22)} ${originOf(name).padEnd(24)} ${note}`).join('\n'));
  console.info(`\nStorefront is running: open ${originOf('shell')}/  (Ctrl+C stops everything)`);

  stopOnSignals(async () => {
    await shell.stop();
    await Promise.allSettled(running.map(({ server }) => server.close()));
  });
}

startAll().catch((error: unknown) => {
  console.error('Could not start the storefront:', error);
  process.exit(1);
});
