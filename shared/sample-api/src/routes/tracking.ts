// GET /tag-manager.js, and the collectors /collector/events and /collector/errors (POST, GET, DELETE).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { integer, single, type Query } from '../http/params';
import type { EventLog } from '../tracking/event-log';
import { tagManagerScript } from '../tracking/tag-manager-script';

/** Accepts a JSON object or array, sent as application/json or (from the tag manager) as text/plain. */
function entriesOf(body: unknown): unknown[] {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest('Body is not valid JSON', 'invalid-json');
    }
  }
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return [value];
  throw badRequest('Body must be a JSON object or an array of objects');
}

function registerCollector(app: FastifyInstance, path: string, log: EventLog, check?: (entry: unknown) => void): void {
  app.post<{ Querystring: Query }>(path, async (request, reply) => {
    const entries = entriesOf(request.body);
    entries.forEach((entry) => check?.(entry));
    log.append(entries);
    return reply.send({ received: entries.length, total: log.size });
  });
  app.get<{ Querystring: Query }>(path, async (request) => {
    const event = single(request.query, 'event');
    return { events: log.list(event === undefined ? {} : { event }) };
  });
  app.delete(path, async () => {
    log.clear();
    return { cleared: true };
  });
}

export function registerTrackingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: Query }>('/tag-manager.js', async (request, reply) => {
    const delay = integer(request.query, 'delay', { min: 0, max: 600_000 }) ?? ctx.tagManagerDelayMs;
    const abTestDelay = integer(request.query, 'abTestDelay', { min: 0, max: 600_000 });
    return reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(tagManagerScript(delay, abTestDelay));
  });

  registerCollector(app, '/collector/events', ctx.events);
  registerCollector(app, '/collector/errors', ctx.errors, (entry) => {
    const message = (entry as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') throw badRequest('Error reports need a string message');
  });
}
