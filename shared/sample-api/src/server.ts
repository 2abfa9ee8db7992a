// createServer(): the sample backend as a fastify instance (not listening). See README.md for every path.
import { readFileSync } from 'node:fs';
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { originAllowed } from '@storefront/contracts/src/local-origins';
import { allowedOriginsFromEnv, DEFAULT_TAG_MANAGER_DELAY_MS, OPENAPI_PATH, resolveDataDir } from './config';
import type { AppContext } from './context';
import { loadDataSet } from './data/load';
import { CartStore } from './domain/cart-store';
import { FaultStore } from './faults/fault-store';
import { HttpError, registerErrorHandling, registerRequiredPathParameters } from './http/errors';
import { registerAccountRoutes } from './routes/account';
import { registerBundleRoutes } from './routes/bundles';
import { registerCartRoutes } from './routes/cart';
import { registerContentRoutes } from './routes/content';
import { registerFaultHook, registerFaultRoutes } from './routes/faults';
import { registerImageRoutes } from './routes/images';
import { registerMetaRoutes } from './routes/meta';
import { registerPersonalisationRoutes } from './routes/personalisation';
import { registerProductRoutes } from './routes/products';
import { registerRecommendationRoutes } from './routes/recommendations';
import { registerRedirectRoutes } from './routes/redirect';
import { registerSessionRoutes } from './routes/session';
import { registerTrackingRoutes } from './routes/tracking';
import { EventLog } from './tracking/event-log';

export interface ServerOptions {
  /** data folder; default data/default of this package (relative paths: cwd, then repository root) */
  dataDir?: string;
  /** origin put in front of every image URL; default http://localhost:8090 */
  publicOrigin?: string;
  /** default delay of /tag-manager.js; default 300 */
  tagManagerDelayMs?: number;
  /** fastify logger option; default false */
  logger?: boolean | object;
  /** CORS allow list (origins, or `http://localhost:*` for any port); default STOREFRONT_ALLOWED_ORIGINS, else every localhost/127.0.0.1 port */
  allowedOrigins?: readonly string[];
  /** how injected latency waits (tests pass a recorder); default setTimeout */
  wait?: (ms: number) => Promise<void>;
  /** clock for receivedAt and relative content dates */
  now?: () => Date;
}

const routeTables = new WeakMap<FastifyInstance, Array<{ method: string; url: string }>>();

/** Every route the server registered (without HEAD and the CORS preflight route). */
export function registeredRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  return [...(routeTables.get(app) ?? [])];
}

export const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const ALLOWED_HEADERS = ['x-caller', 'x-correlation-id', 'authorization', 'content-type', 'accept'];

export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const publicOrigin = (options.publicOrigin ?? 'http://localhost:8090').replace(/\/$/, '');
  const data = loadDataSet(resolveDataDir(options.dataDir), publicOrigin);
  const now = options.now ?? (() => new Date());
  const ctx: AppContext = {
    data,
    publicOrigin,
    tagManagerDelayMs: options.tagManagerDelayMs ?? DEFAULT_TAG_MANAGER_DELAY_MS,
    wait: options.wait ?? realWait,
    now,
    faults: new FaultStore(),
    events: new EventLog(now),
    errors: new EventLog(now),
    carts: new CartStore(data),
    openapiYaml: readFileSync(OPENAPI_PATH, 'utf8'),
  };

  // Fastify's own two lines per request are switched off; the onResponse hook below logs one line with the status.
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
  });

  const allowed = options.allowedOrigins ?? allowedOriginsFromEnv(process.env.STOREFRONT_ALLOWED_ORIGINS);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || originAllowed(origin, allowed)),
    credentials: true,
    allowedHeaders: ALLOWED_HEADERS,
    methods: ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });

  // JSON bodies: an empty body counts as "no body" (e.g. POST /session/login without payload).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new HttpError(400, 'invalid-json', `Body is not valid JSON: ${(error as Error).message}`), undefined);
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      `${request.method} ${request.url} ${reply.statusCode}`,
    );
  });
  registerFaultHook(app, ctx);
  registerErrorHandling(app);
  registerRequiredPathParameters(app);

  const routes: Array<{ method: string; url: string }> = [];
  routeTables.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });

  registerProductRoutes(app, ctx);
  registerBundleRoutes(app, ctx);
  registerRecommendationRoutes(app, ctx);
  registerRedirectRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerPersonalisationRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  registerTrackingRoutes(app, ctx);
  registerFaultRoutes(app, ctx);
  registerMetaRoutes(app, ctx);

  return app;
}
