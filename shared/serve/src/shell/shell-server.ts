import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_URLS, type StorefrontConfig } from '@storefront/contracts';
import { readShellBuild, recordShellDeclaration, StorageAccessDeniedError, type ReleaseStorage } from '@storefront/deploy';
import { ReleaseRenderers } from '../first-view/release-renderers';
import { REVALIDATE } from '../cache-policy';
import { createStaticServer } from '../static-server';
import { localiseText } from '../topology';
import { firstViewWarmer, httpFirstViews, workerFirstViews, type FirstViewRenderer } from './first-view';
import { LiveRegistry } from './live-registry';
import { SHELL_RESPONSE_HEADERS, shellDocumentResponse, type ServedConfig, type ShellDocumentSource } from './shell-responses';

export interface ShellServerOptions {
  storage: ReleaseStorage;
  /** The shell's build (its dist): the document's template, the stylesheet, the scripts, the config. */
  shellDist: string;
  /** Origins that may read its documents cross-origin (standalone pages); patterns like `http://localhost:*`. */
  allowedOrigins: readonly string[];
  /** How often the registry's documents are read (0: on every request). */
  readRegistryEveryMs: number;
  /**
   * Where first views are rendered: by the fragments' servers of `npm start` next to the local folder, or by this
   * server's own workers from the storage's releases (an object store; `serve:shell`).
   */
  firstViews: 'fragment-servers' | 'own-workers';
  log?: (line: string) => void;
}

export interface ShellServer {
  server: FastifyInstance;
  registry: LiveRegistry;
  /** The deployment's config as served (the fragments' servers of npm start pass it to first views). */
  config: () => Promise<ServedConfig>;
  /** Renders the live releases' first views once (before the first phone asks); resolves when done. */
  warmFirstViews(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The shell's server: every page is the shell's document with the config and the live registry inlined
 * (shell-responses.ts), `/registry.json` and `/storefront-config.json` on their own, `/__health` for a load balancer.
 * It holds no state of its own: the registry is the storage's, so any number of them can serve one shop.
 * It records what it provides in the storage (the skew guard compares releases with it) when it may.
 */
export async function createShellServer(options: ShellServerOptions): Promise<ShellServer> {
  const { storage, shellDist, log = console.info } = options;
  const provided = readShellBuild(shellDist);
  try {
    await recordShellDeclaration(storage, provided);
  } catch (error) {
    if (!(error instanceof StorageAccessDeniedError)) throw error;
    log(`  the shell's declaration is not recorded (this server has no platform credential): ${error.message}`);
  }

  const readText = (file: string) => fs.promises.readFile(path.join(shellDist, file), 'utf8');
  const config = async (): Promise<ServedConfig> => JSON.parse(localiseText(await readText('storefront-config.json'))) as ServedConfig;
  const renderers = options.firstViews === 'own-workers' ? new ReleaseRenderers({ storage, config: async () => (await config()) as StorefrontConfig }) : undefined;
  const firstViews: FirstViewRenderer = renderers ? workerFirstViews(renderers) : httpFirstViews;
  // A release made live by a deploy or a rollback renders its first view once before the phones ask for it: when a
  // read of the registry finds it, and (should that have failed) on a request.
  const warm = firstViewWarmer(Date.now, firstViews);
  const registry = new LiveRegistry(storage, {
    readEveryMs: options.readRegistryEveryMs,
    report: (problem) => console.warn(problem),
    onRead: options.readRegistryEveryMs > 0 ? (read) => void warm(read) : undefined,
  });
  await registry.start();

  const documents: ShellDocumentSource = {
    template: () => readText('index.html'),
    config,
    registry: () => registry.current(),
    provided: async () => provided,
    warmFirstViews: warm,
    firstViews,
  };
  const server = await createStaticServer({
    root: shellDist,
    allowedOrigins: options.allowedOrigins,
    spaFallback: true,
    headers: SHELL_RESPONSE_HEADERS,
    renderDocument: (request) => shellDocumentResponse(documents, request),
    jsonDocuments: { [DOCUMENT_URLS.config]: documents.config, [DOCUMENT_URLS.registry]: documents.registry },
  });
  // For a load balancer: 200 while the server serves pages; what it cannot read from the storage is named.
  server.get('/__health', async (_request, reply) => reply.header('Cache-Control', REVALIDATE).send({ ok: true, problems: registry.problems() }));
  return {
    server,
    registry,
    config,
    warmFirstViews: async () => documents.warmFirstViews?.(await registry.current()),
    stop: async () => {
      registry.stop();
      await renderers?.stop();
      await server.close();
    },
  };
}
