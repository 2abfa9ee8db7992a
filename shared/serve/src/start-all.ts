import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describedRegistry } from '@storefront/contracts';
import { createServer as createSampleApi } from '@storefront/sample-api';
import { createStaticServer } from './static-server';
import { FRAGMENT_NAMES, fragmentFolder, fragmentVersion, isBuilt, originOf, originReplacements, portOf, REPOSITORY_ROOT, type ServerName } from './topology';

/** Starts the whole storefront in one process: sample backend, every built fragment on its own origin, the shell. */
async function startAll(): Promise<void> {
  const host = process.env.STOREFRONT_LISTEN_HOST ?? '127.0.0.1';
  const shellOrigins = [originOf('shell'), originOf('shell').replace('localhost', '127.0.0.1')];
  process.env.STOREFRONT_ALLOWED_ORIGINS ??= [...shellOrigins, ...FRAGMENT_NAMES.map((name) => originOf(name))].join(',');
  const running: { name: ServerName; server: FastifyInstance; note: string }[] = [];

  const api = await createSampleApi({
    dataDir: process.env.STOREFRONT_DATA_DIR,
    publicOrigin: originOf('sample-api'),
    logger: process.env.SAMPLE_API_LOG === '1',
  });
  await api.listen({ port: portOf('sample-api'), host });
  running.push({ name: 'sample-api', server: api, note: `data: ${process.env.STOREFRONT_DATA_DIR ?? 'default'}` });

  const built = FRAGMENT_NAMES.filter(isBuilt);
  for (const fragment of built) {
    const server = await createStaticServer({ root: path.join(fragmentFolder(fragment), 'dist'), allowedOrigins: shellOrigins });
    await server.listen({ port: portOf(fragment), host });
    running.push({ name: fragment, server, note: 'mf-manifest.json' });
  }

  const shell = await createStaticServer({
    root: path.join(REPOSITORY_ROOT, 'shell', 'dist'),
    allowedOrigins: shellOrigins,
    spaFallback: true,
    documentRewrites: { files: ['storefront-config.json'], replacements: originReplacements() },
    // The registry of what runs here: every built fragment of the federation description, on its own origin.
    jsonDocuments: {
      '/registry.json': () => describedRegistry({ originOf, versionOf: fragmentVersion, include: (name) => built.includes(name) }),
    },
  });
  await shell.listen({ port: portOf('shell'), host });
  running.push({ name: 'shell', server: shell, note: 'open this' });

  console.info(running.map(({ name, note }) => `  ${String(name).padEnd(22)} ${originOf(name).padEnd(24)} ${note}`).join('\n'));
  console.info(`\nStorefront is running: open ${originOf('shell')}/  (Ctrl+C stops everything)`);

  const stop = async () => {
    await Promise.allSettled(running.map(({ server }) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

startAll().catch((error: unknown) => {
  console.error('Could not start the storefront:', error);
  process.exit(1);
});
