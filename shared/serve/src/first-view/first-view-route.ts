import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FIRST_VIEW_ENDPOINT, type FirstViewModule, type FirstViewResponse, type StorefrontConfig } from '@storefront/contracts';
import { REVALIDATE } from '../cache-policy';
import { firstViewModuleFile, firstViewRequest, isFirstViewDevice, stylesheetsReader } from './release-first-view';

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

/**
 * `GET <prefix><release>/first-view?path=/&search=&device=mobile` on a fragment's server of `npm start` (the local
 * folder): the first view of that release (its `server/first-view.js`, loaded once per release, which never changes),
 * rendered for the shell's server with the deployment's config and the cookies of the forwarded `Cookie` header.
 * 404 for a release without one, 204 for a path it renders nothing for, 400 for a malformed request.
 * On an object store the shell's servers render first views themselves (release-renderers.ts).
 */
export function registerFirstViewRoute(app: FastifyInstance, { releasesFolder, prefix, config }: FirstViewRouteOptions): void {
  type Query = { path?: string; search?: string; device?: string };
  const stylesheetsOf = stylesheetsReader();
  app.get<{ Params: { release: string }; Querystring: Query }>(`${prefix}:release/${FIRST_VIEW_ENDPOINT}`, async (request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    const { release } = request.params;
    const { path: pathname, search = '', device } = request.query;
    if (!RELEASE_NAME.test(release) || typeof pathname !== 'string' || !pathname.startsWith('/') || !isFirstViewDevice(device)) {
      return reply.code(400).send({ error: 'Bad Request', message: 'A release, a path starting with / and a known device are needed' });
    }
    const releaseFolder = path.join(releasesFolder, release);
    const file = firstViewModuleFile(releaseFolder);
    const deployment = await config();
    if (!file || !deployment) return reply.code(404).send({ error: 'Not Found', message: `${release} renders no first view here` });
    const module = requireRelease(file) as FirstViewModule;
    const view = await module.renderFirstView(firstViewRequest({ pathname, search: String(search), device, cookie: request.headers.cookie }, deployment));
    if (!view) return reply.code(204).send();
    const response: FirstViewResponse = { ...view, stylesheets: stylesheetsOf(releaseFolder) };
    // The view may be the shopper's own (their login state): no shared cache keeps it.
    reply.header('Cache-Control', 'private, no-store');
    return reply.type('application/json; charset=utf-8').send(response);
  });
}
