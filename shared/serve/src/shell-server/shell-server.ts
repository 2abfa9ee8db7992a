import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_URLS, registryForBrowsers, type StorefrontConfig } from '@storefront/contracts';
import {
  provideConfigFromBuild,
  readShellBuild,
  recordShellDeclaration,
  StorageAccessDeniedError,
  validateConfig,
  type DeploymentStorage,
} from '@storefront/deploy';
import { DeploymentConfigProvider } from '../flags/deployment-config-provider';
import { FlagEvaluator } from '../flags/evaluated-flags';
import { ReleaseRenderers } from '../first-view/release-renderers';
import { REVALIDATE } from '../cache-policy';
import { createStaticServer } from '../static-server';
import { withOriginsInUse } from '../topology';
import type { FirstViewRenderer } from './first-view-renderer';
import { firstViewWarmer } from './first-view-warmer';
import { httpFirstViews } from './http-first-views';
import { workerFirstViews } from './worker-first-views';
import { registerConsentRoute } from './consent-route';
import { receiveFieldReports, type FieldReception } from '../field/field-reception';
import { DocumentCache } from './document-cache';
import { LiveDocuments } from './live-documents';
import { DocumentVariants } from '../variants/document-variants';
import { registerCspReportRoute } from './csp-report-route';
import {
  overHttpsHeaders,
  SHELL_RESPONSE_HEADERS,
  shellDocumentResponse,
  shellDocumentSize,
  type ShellDocument,
  type ShellDocumentSource,
} from './shell-responses';

/** A load balancer usually reaches its servers from a private network; a shopper never does. */
export const PROXIES_IN_PRIVATE_NETWORKS = 'loopback, linklocal, uniquelocal';

export interface ShellServerOptions {
  storage: DeploymentStorage;
  /** The shell's build (its dist): the document's template, the stylesheet, the scripts, the config. */
  shellDist: string;
  /** Origins that may read its documents cross-origin (standalone pages); patterns like `http://localhost:*`. */
  allowedOrigins: readonly string[];
  /** How often the deployment's documents are read (0: on every request). */
  readEveryMs: number;
  /**
   * The shell's build provides the config's first revision when the storage has none; `follow`: a changed build's
   * config becomes a new revision too, unless it was changed by the config command since (npm start on one machine).
   */
  configFromBuild: 'follow' | 'if-none';
  /**
   * Where first views are rendered: by the fragments' servers of `npm start` next to the local folder, or by this
   * server's own workers from the storage's releases (an object store; `serve:shell`).
   */
  firstViews: 'fragment-servers' | 'own-workers';
  /**
   * Whether a browser may load fragments from builds on its own machine (`?mf-override=`) while the deployment's
   * config does not say (its `localBuildOverrides`): on for `npm start`, off by default for an object store. Off by
   * default here: a production document allows no local scripts unless asked to.
   */
  localBuildOverrides?: boolean;
  /** Field reports at /__rum, figures at /metrics, a token in every document (docs/field-figures.md); on by default. */
  fieldReports?: boolean;
  /**
   * The load balancers and proxies before this server (static-server.ts), whose `X-Forwarded-For` names the shopper
   * (field reports count per shopper's address); by default peers on this machine and in private networks.
   */
  trustedProxies?: string;
  log?: (line: string) => void;
}

export interface ShellServer {
  server: FastifyInstance;
  documents: LiveDocuments;
  /** The deployment's config as served, its flags evaluated (the fragments' servers of npm start pass it to first views). */
  config: () => Promise<StorefrontConfig>;
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
  // The build's config (on the ports in use) is only the first revision: the deployment's is the storage's.
  const buildConfig = validateConfig(JSON.parse(withOriginsInUse(await readText('storefront-config.json'))));
  try {
    const seeded = await provideConfigFromBuild(storage, buildConfig, options.configFromBuild === 'follow');
    if (seeded.written) log(`  config revision ${seeded.written.revision} from the shell's build`);
  } catch (error) {
    if (!(error instanceof StorageAccessDeniedError)) throw error;
    log(`  the build's config is not stored (this server has no platform credential): ${error.message}`);
  }
  const renderers = options.firstViews === 'own-workers' ? new ReleaseRenderers({ storage, config: () => config() }) : undefined;
  const firstViews: FirstViewRenderer = renderers ? workerFirstViews(renderers) : httpFirstViews;
  // A release made live by a deploy or a rollback renders its first view once before the phones ask for it: when a
  // read of the registry finds it, and (should that have failed) on a request.
  const warm = firstViewWarmer(Date.now, firstViews);
  const live = new LiveDocuments(storage, {
    readEveryMs: options.readEveryMs,
    report: (problem) => console.warn(problem),
    onRead: options.readEveryMs > 0 ? (read) => void warm(read) : undefined,
  });
  // Flags through OpenFeature, its provider reading the live config (the build's while the storage has none).
  const liveConfig = async () => (await live.config()) ?? { revision: 0, config: buildConfig };
  const flags = new FlagEvaluator(new DeploymentConfigProvider(liveConfig));
  const config = async (): Promise<StorefrontConfig> => {
    const live = (await liveConfig()).config;
    return { ...live, featureFlags: await flags.evaluate(), localBuildOverrides: live.localBuildOverrides ?? options.localBuildOverrides ?? false };
  };
  // After `config`: the first read warms the live releases' first views, which render with it.
  await live.start();
  const variants = new DocumentVariants(storage);

  // Set once the server exists (the reports' route is on it); every document asks it for its token.
  let field: FieldReception | undefined;
  const documents: ShellDocumentSource = {
    fieldToken: (registry) => field?.tokenFor(registry) ?? '',
    template: () => readText('index.html'),
    config,
    registry: () => live.registry(),
    provided: async () => provided,
    warmFirstViews: warm,
    firstViews,
    // A page is rendered (with its first view) and compressed once per key and a few seconds, not per request.
    documentCache: new DocumentCache<ShellDocument>(shellDocumentSize),
  };
  const server = await createStaticServer({
    root: shellDist,
    allowedOrigins: options.allowedOrigins,
    spaFallback: true,
    headers: SHELL_RESPONSE_HEADERS,
    trustedProxies: options.trustedProxies ?? PROXIES_IN_PRIVATE_NETWORKS,
    renderDocument: async (request) => {
      // The release set this document is for (a preview's; the live one for everyone else); the rest follows from it.
      const variant = await variants.select(request, await live.registry(), await live.canaries());
      const rendered = await shellDocumentResponse({ ...documents, registry: async () => variant.registry }, request);
      // A response that sets a shopper's cookie is that shopper's: no shared cache keeps it.
      if (variant.setCookies.length === 0) return rendered;
      return { ...rendered, headers: { ...rendered.headers, 'Set-Cookie': variant.setCookies, 'Cache-Control': 'private, no-cache' } };
    },
    jsonDocuments: { [DOCUMENT_URLS.config]: documents.config, [DOCUMENT_URLS.registry]: async () => registryForBrowsers(await documents.registry()) },
  });
  // HSTS on every response (documents, files, errors) to a request made over HTTPS.
  server.addHook('onSend', async (request, reply) => void reply.headers(overHttpsHeaders(request)));
  // The consent banner's form, for a shopper whose browser has not run the shell's script (consent-route.ts).
  await registerConsentRoute(server);
  // Field figures: the pages' reports at /__rum, the figures at /metrics (field/).
  if (options.fieldReports !== false)
    field = await receiveFieldReports(server, { shellDist, registry: () => live.registry(), canaries: () => live.canaries(), log });
  // The policy's violation reports, counted with the field figures (without them, counted where nobody reads them).
  await registerCspReportRoute(server, { registry: field?.registry });
  // For a load balancer: 200 while the server serves pages; what it cannot read from the storage is named.
  server.get('/__health', async (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE).send({ ok: true, problems: live.problems(), documentsReadStartedAt: live.lastReadStartedAt() ?? null }),
  );
  return {
    server,
    documents: live,
    config,
    warmFirstViews: async () => documents.warmFirstViews?.(await live.registry()),
    stop: async () => {
      live.stop();
      await renderers?.stop();
      await server.close();
    },
  };
}
