// A fresh server per test file: no sockets (app.inject), recorded latency, fixed clock.
import type { FastifyInstance } from 'fastify';
import { createServer, type ServerOptions } from '../../src/server';

export const ORIGIN = 'http://sample.test';
export const FIXED_NOW = new Date('2030-03-10T09:30:00.000Z');

export interface TestServer {
  app: FastifyInstance;
  /** every latency the server waited for */
  waits: number[];
}

export async function testServer(options: ServerOptions = {}): Promise<TestServer> {
  const waits: number[] = [];
  const app = await createServer({
    publicOrigin: ORIGIN,
    logger: false,
    wait: async (ms) => {
      waits.push(ms);
    },
    now: () => FIXED_NOW,
    ...options,
  });
  await app.ready();
  return { app, waits };
}

/** Cookies of a response as name -> value, for sending them back. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
}
