// POST/GET/DELETE /__faults, DELETE /__faults/{id}, and the hook that applies faults to every other route.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { parseFaultSpec } from '../faults/fault-store';
import { notFound } from '../http/errors';

export function registerFaultHook(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path.startsWith('/__faults')) return;
    const fault = ctx.faults.take(request.method, path);
    if (!fault) return;
    if (fault.latencyMs) await ctx.wait(fault.latencyMs);
    if (fault.status === undefined) return;
    reply.header('x-injected-fault', fault.id).status(fault.status);
    if (fault.status === 204 || fault.status === 304) return reply.send();
    return reply.send(fault.body ?? { error: 'injected-fault', message: `Injected status ${fault.status} for ${path} (${fault.id})` });
  });
}

export function registerFaultRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/__faults', async (request, reply) => {
    const fault = ctx.faults.add(parseFaultSpec(request.body));
    return reply.send({ id: fault.id });
  });
  app.get('/__faults', async () => ({ faults: ctx.faults.list() }));
  app.delete('/__faults', async () => {
    ctx.faults.clear();
    return { cleared: true };
  });
  app.delete<{ Params: { id: string } }>('/__faults/:id', async (request) => {
    if (!ctx.faults.remove(request.params.id)) throw notFound(`Unknown fault ${request.params.id}`, 'unknown-fault');
    return { deleted: request.params.id };
  });
}
