// GET /content/pages/{pageId} and /content/blocks/{blockId} (?preview=true serves drafts when present).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { resolveRelativeDates } from '../data/transform';
import type { ContentModel } from '../domain/types';
import { notFound } from '../http/errors';
import { boolean, type Query } from '../http/params';

interface Route {
  Params: { pageId?: string; blockId?: string };
  Querystring: Query;
}

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = (
    request: FastifyRequest<Route>,
    reply: FastifyReply,
    published: Map<string, ContentModel>,
    drafts: Map<string, ContentModel>,
    kind: string,
  ) => {
    const correlationId = request.headers['x-correlation-id'];
    if (typeof correlationId === 'string') reply.header('x-correlation-id', correlationId);
    const preview = boolean(request.query, 'preview') ?? false;
    const id = request.params.pageId ?? request.params.blockId ?? '';
    const model = (preview ? drafts.get(id) : undefined) ?? published.get(id);
    if (!model) throw notFound(`Unknown content ${kind} "${id}"`, `unknown-${kind}`);
    return { model: resolveRelativeDates(model, ctx.now()) };
  };

  const { content } = ctx.data;
  app.get<Route>('/content/pages/:pageId', async (request, reply) => serve(request, reply, content.pages, content.draftPages, 'page'));
  app.get<Route>('/content/blocks/:blockId', async (request, reply) => serve(request, reply, content.blocks, content.draftBlocks, 'block'));
}
