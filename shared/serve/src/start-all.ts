import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOAD_TIMEOUT_MS, DOCUMENT_URLS, type RegistryDocument, type StorefrontConfig } from '@storefront/contracts';
import { deploymentsRoot, LocalFolderStorage, prepareDeployments, readShellDeclaration, RELEASES_PATH } from '@storefront/deploy';
import { createServer as createSampleApi } from '@storefront/sample-api';
import { IMMUTABLE } from './cache-policy';
import { registerFirstViewRoute } from './first-view-route';
import { registerConsentRoute } from './shell/consent-route';
import { firstViewWarmer } from './shell/first-view';
import { SHELL_RESPONSE_HEADERS, shellDocumentResponse, type ServedConfig, type ShellDocumentSource } from './shell/shell-responses';
import { createStaticServer } from './static-server';
import { FRAGMENT_NAMES, fragmentFolder, isBuilt, localiseText, localiseUrl, originOf, portOf, REPOSITORY_ROOT, type ServerName } from './topology';

/**
 * Starts the whole storefront in one process: sample backend, every fragment's releases on its own origin, the shell.
 * Each built fragment is published as a release first (once per build), so what was built is what runs unless a
 * squad deployed or rolled back since; the shell serves the live registry of the deployments root.
 */
async function startAll(): Promise<void> {
  const host = process.env.STOREFRONT_LISTEN_HOST ?? '127.0.0.1';
  const shellOrigins = [originOf('shell'), originOf('shell').replace('localhost', '127.0.0.1')];
  process.env.STOREFRONT_ALLOWED_ORIGINS ??= [...shellOrigins, ...FRAGMENT_NAMES.map((name) => originOf(name))].join(',');
  const running: { name: ServerName; server: FastifyInstance; note: string }[] = [];

  const storage = new LocalFolderStorage({ root: deploymentsRoot() });
  const shellDist = path.join(REPOSITORY_ROOT, 'shell', 'dist');
  const provided = readShellDeclaration(shellDist);
  console.info(`Releases and the live registry: ${storage.location}`);
  await prepareDeployments({
    storage,
    shell: provided,
    builds: FRAGMENT_NAMES.filter(isBuilt).map((fragment) => ({ fragment, folder: path.join(fragmentFolder(fragment), 'dist') })),
  });

  const api = await createSampleApi({
    dataDir: process.env.STOREFRONT_DATA_DIR,
    publicOrigin: originOf('sample-api'),
    logger: process.env.SAMPLE_API_LOG === '1',
  });
  await api.listen({ port: portOf('sample-api'), host });
  running.push({ name: 'sample-api', server: api, note: `data: ${process.env.STOREFRONT_DATA_DIR ?? 'default'}` });

  const readText = (file: string) => fs.promises.readFile(path.join(shellDist, file), 'utf8');
  const readConfig = async (): Promise<ServedConfig> => JSON.parse(localiseText(await readText('storefront-config.json'))) as ServedConfig;

  // Every fragment's server serves all of its published releases, each under its own path and never changing, so
  // a page opened before a deploy still loads the chunks of the release it started with. A fragment without a
  // release yet gets its server too: its first deploy needs no restart.
  for (const fragment of FRAGMENT_NAMES) {
    const root = storage.releasesFolder(fragment);
    fs.mkdirSync(root, { recursive: true });
    const server = await createStaticServer({ root, prefix: RELEASES_PATH, allowedOrigins: shellOrigins, cachePolicy: () => IMMUTABLE });
    // A release that renders its first view on the server does it here, for the shell's server (first-view.ts).
    // The config is the deployment's own (the shell checks it in the browser), passed on as it is served.
    registerFirstViewRoute(server, { releasesFolder: root, prefix: RELEASES_PATH, config: async () => (await readConfig()) as StorefrontConfig });
    await server.listen({ port: portOf(fragment), host });
    running.push({ name: fragment, server, note: `${RELEASES_PATH}<release>/mf-manifest.json` });
  }

  const warmFirstViews = firstViewWarmer();
  const documents: ShellDocumentSource = {
    template: () => readText('index.html'),
    config: readConfig,
    // The live registry, read on every request (deploys replace it whole), with the origins of this topology.
    registry: async () => localised(await storage.readRegistry()),
    provided: async () => provided,
    // A release made live by a deploy or a rollback renders its first view once before the phones ask for it.
    warmFirstViews,
  };
  const shell = await createStaticServer({
    root: shellDist,
    allowedOrigins: shellOrigins,
    spaFallback: true,
    headers: SHELL_RESPONSE_HEADERS,
    // Every page is the shell's document with the config and the registry inlined (shell-responses.ts); both are
    // also served on their own, for tools and for a shell served without this server.
    renderDocument: (request) => shellDocumentResponse(documents, request),
    jsonDocuments: { [DOCUMENT_URLS.config]: documents.config, [DOCUMENT_URLS.registry]: documents.registry },
  });
  // The consent banner's form, for a shopper whose browser has not run the shell's script (consent-route.ts).
  await registerConsentRoute(shell);
  await shell.listen({ port: portOf('shell'), host });
  running.push({ name: 'shell', server: shell, note: 'open this' });

  await warmFirstViews(await documents.registry());
  console.info(running.map(({ name, note }) => `  ${String(name).padEnd(22)} ${originOf(name).padEnd(24)} ${note}`).join('\n'));
  console.info(`\nStorefront is running: open ${originOf('shell')}/  (Ctrl+C stops everything)`);

  const stop = async () => {
    await Promise.allSettled(running.map(({ server }) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

function localised(registry: RegistryDocument | undefined): RegistryDocument {
  if (!registry) return { loadTimeoutMs: DEFAULT_LOAD_TIMEOUT_MS, fragments: {} };
  const fragments = Object.fromEntries(Object.entries(registry.fragments).map(([name, entry]) => [name, { ...entry, manifest: localiseUrl(entry.manifest) }]));
  return { ...registry, fragments };
}

startAll().catch((error: unknown) => {
  console.error('Could not start the storefront:', error);
  process.exit(1);
});
