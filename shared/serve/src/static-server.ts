import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { cacheControlFor, REVALIDATE } from './cache-policy';

export interface StaticServerOptions {
  /** The built folder (dist) to serve. */
  root: string;
  /** Origins allowed to fetch these files cross-origin (the shell's). */
  allowedOrigins: string[];
  /** Client-side routes answer with index.html (the shell). */
  spaFallback?: boolean;
  /** Deployment documents whose URLs are rewritten to the running topology: file name -> (from -> to). */
  documentRewrites?: { files: string[]; replacements: Record<string, string> };
  /** JSON documents made when asked (e.g. `/registry.json`): path -> the document. */
  jsonDocuments?: Record<string, () => unknown | Promise<unknown>>;
  /** URL path the files are served under (e.g. `/releases/`); `/` by default. */
  prefix?: string;
  /** Cache-Control of a served file; content-hashed names immutable, everything else revalidated by default. */
  cachePolicy?: (filePath: string) => string;
}

function rewrite(text: string, replacements: Record<string, string>): string {
  return Object.entries(replacements).reduce((result, [from, to]) => result.split(from).join(to), text);
}

/** Serves a build as production would: brotli/gzip, immutable caching for hashed files, CORS for the shell. */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 512 });
  await app.register(cors, { origin: options.allowedOrigins, methods: ['GET', 'HEAD'] });

  for (const file of options.documentRewrites?.files ?? []) {
    const fullPath = path.join(options.root, file);
    app.get(`/${file}`, async (_request, reply) => {
      const text = await fs.promises.readFile(fullPath, 'utf8');
      return reply
        .header('Cache-Control', REVALIDATE)
        .type('application/json; charset=utf-8')
        .send(rewrite(text, options.documentRewrites?.replacements ?? {}));
    });
  }

  for (const [url, document] of Object.entries(options.jsonDocuments ?? {})) {
    app.get(url, async (_request, reply) =>
      reply.header('Cache-Control', REVALIDATE).type('application/json; charset=utf-8').send(JSON.stringify(await document())),
    );
  }

  const cachePolicy = options.cachePolicy ?? cacheControlFor;
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: options.prefix ?? '/',
    cacheControl: false,
    index: false,
    wildcard: true,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cachePolicy(filePath)),
  });

  const indexHtml = path.join(options.root, 'index.html');
  if (options.spaFallback) {
    app.get('/', (_request, reply) => reply.sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (options.spaFallback && wantsPage && fs.existsSync(indexHtml)) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).header('Cache-Control', REVALIDATE).send({ error: 'Not Found', message: `${request.url} does not exist` });
  });
  return app;
}
