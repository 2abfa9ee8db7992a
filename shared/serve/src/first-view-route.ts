import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import {
  FIRST_VIEW_DEVICE_WIDTHS,
  FIRST_VIEW_ENDPOINT,
  FIRST_VIEW_MODULE_FILE,
  type FirstViewDevice,
  type FirstViewModule,
  type FirstViewRequest,
  type FirstViewResponse,
  type FirstViewStylesheet,
  type StorefrontConfig,
} from '@storefront/contracts';
import { REVALIDATE } from './cache-policy';

export interface FirstViewRouteOptions {
  /** The folder holding the fragment's releases, one folder each. */
  releasesFolder: string;
  /** URL path the releases are served under, e.g. `/releases/`. */
  prefix: string;
  /** The storefront config of this deployment (undefined while there is none). */
  config: () => Promise<StorefrontConfig | undefined>;
}

const RELEASE_NAME = /^[\w.-]+$/;
const requireRelease = createRequire(__filename);

function isDevice(value: unknown): value is FirstViewDevice {
  return typeof value === 'string' && Object.hasOwn(FIRST_VIEW_DEVICE_WIDTHS, value);
}

/** The shopper's cookies from the forwarded `Cookie` header (those without a value left out). */
function cookiesOf(header: string | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(header ? parseCookie(header) : {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * Every stylesheet of a release's browser build (a few KB gzip), inlined with its first view: the markup is styled at
 * the first paint, and the browser finds them there instead of loading them with the fragment's code (by
 * `data-href`). Read once per release: a release never changes.
 */
function stylesheetsReader(): (releaseFolder: string) => FirstViewStylesheet[] {
  const read = new Map<string, FirstViewStylesheet[]>();
  return (releaseFolder) => {
    let sheets = read.get(releaseFolder);
    if (!sheets) {
      sheets = fs
        .readdirSync(releaseFolder)
        .filter((file) => file.endsWith('.css'))
        .sort()
        .map((file) => ({ file, css: fs.readFileSync(path.join(releaseFolder, file), 'utf8') }));
      read.set(releaseFolder, sheets);
    }
    return sheets;
  };
}

/**
 * `GET <prefix><release>/first-view?path=/&search=&device=mobile` on a fragment's server: the first view of that release
 * (its `server/first-view.js`, loaded once per release, which never changes), rendered for the shell's server with
 * the deployment's config and the cookies of the forwarded `Cookie` header.
 * 404 for a release without one, 204 for a path it renders nothing for, 400 for a malformed request.
 */
export function registerFirstViewRoute(app: FastifyInstance, { releasesFolder, prefix, config }: FirstViewRouteOptions): void {
  type Query = { path?: string; search?: string; device?: string };
  const stylesheetsOf = stylesheetsReader();
  app.get<{ Params: { release: string }; Querystring: Query }>(`${prefix}:release/${FIRST_VIEW_ENDPOINT}`, async (request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    const { release } = request.params;
    const { path: pathname, search = '', device } = request.query;
    if (!RELEASE_NAME.test(release) || typeof pathname !== 'string' || !pathname.startsWith('/') || !isDevice(device)) {
      return reply.code(400).send({ error: 'Bad Request', message: 'A release, a path starting with / and a known device are needed' });
    }
    const releaseFolder = path.join(releasesFolder, release);
    const file = path.join(releaseFolder, FIRST_VIEW_MODULE_FILE);
    const deployment = await config();
    if (!fs.existsSync(file) || !deployment) return reply.code(404).send({ error: 'Not Found', message: `${release} renders no first view here` });
    const module = requireRelease(file) as FirstViewModule;
    const firstViewRequest: FirstViewRequest & { contentApi?: string } = {
      pathname,
      search: String(search),
      device,
      config: deployment,
      cookies: cookiesOf(request.headers.cookie),
      // What releases built before the config was passed read (a rollback can make one live again).
      contentApi: deployment.apiBasePaths?.content,
    };
    const view = await module.renderFirstView(firstViewRequest);
    if (!view) return reply.code(204).send();
    const response: FirstViewResponse = { ...view, stylesheets: stylesheetsOf(releaseFolder) };
    // The view may be the shopper's own (their login state): no shared cache keeps it.
    reply.header('Cache-Control', 'private, no-store');
    return reply.type('application/json; charset=utf-8').send(response);
  });
}
