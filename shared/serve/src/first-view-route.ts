import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FIRST_VIEW_DEVICE_WIDTHS, FIRST_VIEW_ENDPOINT, FIRST_VIEW_MODULE_FILE, type FirstViewDevice, type FirstViewModule } from '@storefront/contracts';
import { REVALIDATE } from './cache-policy';

export interface FirstViewRouteOptions {
  /** The folder holding the fragment's releases, one folder each. */
  releasesFolder: string;
  /** URL path the releases are served under, e.g. `/releases/`. */
  prefix: string;
  /** The content API's base URL of this deployment. */
  contentApi: () => Promise<string | undefined>;
}

const RELEASE_NAME = /^[\w.-]+$/;
const requireRelease = createRequire(__filename);

function isDevice(value: unknown): value is FirstViewDevice {
  return typeof value === 'string' && Object.hasOwn(FIRST_VIEW_DEVICE_WIDTHS, value);
}

/**
 * `GET <prefix><release>/first-view?path=/&search=&device=mobile` on a fragment's server: the first view of that release
 * (its `server/first-view.js`, loaded once per release, which never changes), rendered for the shell's server.
 * 404 for a release without one, 204 for a path it renders nothing for, 400 for a malformed request.
 */
export function registerFirstViewRoute(app: FastifyInstance, { releasesFolder, prefix, contentApi }: FirstViewRouteOptions): void {
  type Query = { path?: string; search?: string; device?: string };
  app.get<{ Params: { release: string }; Querystring: Query }>(`${prefix}:release/${FIRST_VIEW_ENDPOINT}`, async (request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    const { release } = request.params;
    const { path: pathname, search = '', device } = request.query;
    if (!RELEASE_NAME.test(release) || typeof pathname !== 'string' || !pathname.startsWith('/') || !isDevice(device)) {
      return reply.code(400).send({ error: 'Bad Request', message: 'A release, a path starting with / and a known device are needed' });
    }
    const file = path.join(releasesFolder, release, FIRST_VIEW_MODULE_FILE);
    const api = await contentApi();
    if (!fs.existsSync(file) || !api) return reply.code(404).send({ error: 'Not Found', message: `${release} renders no first view here` });
    const module = requireRelease(file) as FirstViewModule;
    const view = await module.renderFirstView({ pathname, search: String(search), device, contentApi: api });
    return view ? reply.type('application/json; charset=utf-8').send(view) : reply.code(204).send();
  });
}
