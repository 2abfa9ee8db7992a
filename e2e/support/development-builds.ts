import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LOOPBACK_ORIGIN_PATTERNS } from '@storefront/contracts/src/local-origins';
import { createStaticServer, REPOSITORY_ROOT, REVALIDATE } from '@storefront/serve';

/** The folder `npm run build:dev -w <fragment>` (webpack --mode development) writes to (shared/build/development.cjs). */
export function developmentBuild(fragment: string): string {
  return path.join(REPOSITORY_ROOT, fragment, 'dist-dev');
}

/**
 * Each fragment's development build served as its development server serves it (at the root of an origin of its own,
 * open to every page on this machine), from the files `npm test` built once: the standalone page and a build to
 * override into the shop, without a webpack process per test.
 */
export class DevelopmentBuildServers {
  private readonly servers = new Map<string, { server: FastifyInstance; origin: string }>();

  async start(fragments: readonly string[]): Promise<void> {
    for (const fragment of fragments) {
      const root = developmentBuild(fragment);
      if (!fs.existsSync(path.join(root, 'mf-manifest.json'))) {
        throw new Error(`${root} has no development build: run npm run build:dev -w ${fragment} (npm test does)`);
      }
      const server = await createStaticServer({ root, allowedOrigins: LOOPBACK_ORIGIN_PATTERNS, spaFallback: true, cachePolicy: () => REVALIDATE });
      const address = await server.listen({ port: 0, host: '127.0.0.1' });
      this.servers.set(fragment, { server, origin: address.replace('127.0.0.1', 'localhost') });
    }
  }

  origin(fragment: string): string {
    const served = this.servers.get(fragment);
    if (!served) throw new Error(`${fragment}'s development build is not served`);
    return served.origin;
  }

  async stop(): Promise<void> {
    await Promise.all([...this.servers.values()].map(({ server }) => server.close()));
    this.servers.clear();
  }
}
