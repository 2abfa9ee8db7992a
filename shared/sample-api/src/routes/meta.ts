// GET /__health and GET /openapi.yaml
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export function registerMetaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/__health', async () => ({ ok: true }));
  app.get('/openapi.yaml', async (_request, reply) =>
    reply.header('content-type', 'application/yaml; charset=utf-8').header('cache-control', 'no-cache').send(ctx.openapiYaml),
  );
}
