import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { originAllowed } from '@storefront/contracts/src/local-origins';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';
import { COMPRESSED_FILE_TYPES, CompressedFiles, requestedFile } from './compressed-files';

export interface StaticServerOptions {
  /** The built folder (dist) to serve. */
  root: string;
  /** Origins allowed to fetch these files cross-origin (the shell's), or port-wildcard patterns (`http://localhost:*`). */
  allowedOrigins: readonly string[];
  /** Client-side routes answer with index.html (the shell). */
  spaFallback?: boolean;
  /** JSON documents made when asked (e.g. `/registry.json`): path -> the document. */
  jsonDocuments?: Record<string, () => unknown | Promise<unknown>>;
  /** URL path the files are served under (e.g. `/releases/`); `/` by default. */
  prefix?: string;
  /** Cache-Control of a served file; content-hashed names immutable, everything else revalidated by default. */
  cachePolicy?: (filePath: string) => string;
  /** Made per request instead of index.html as it was built (the shell's document: nonce, inlined documents). */
  renderDocument?: (request: FastifyRequest) => Promise<RenderedDocument>;
  /** Headers on every response (e.g. X-Content-Type-Options). */
  headers?: Record<string, string>;
  /**
   * Peers whose `X-Forwarded-For`/`-Proto`/`-Host` are believed (Fastify's `trustProxy`: addresses, CIDRs or the names
   * `loopback`, `linklocal`, `uniquelocal`), so `request.ip` is the shopper's behind a load balancer; none by default.
   */
  trustedProxies?: string;
}

/** The encodings a document may come compressed in, the preferred first. */
export const DOCUMENT_ENCODINGS = ['br', 'gzip'] as const;
export type DocumentEncoding = (typeof DOCUMENT_ENCODINGS)[number];

export interface RenderedDocument {
  html: string;
  /** A list for a header sent more than once (Set-Cookie). */
  headers: Record<string, string | string[]>;
  /** The document compressed already (a kept document: compressed once, not per response), by encoding. */
  encoded?: Partial<Record<DocumentEncoding, Buffer>>;
}

/** The encoding of `offered` the request accepts (`Accept-Encoding`, without weights of 0), the preferred first. */
export function acceptedEncoding(acceptEncoding: string | undefined, offered: readonly DocumentEncoding[]): DocumentEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, weight]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(weight ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return DOCUMENT_ENCODINGS.find((encoding) => accepted.has(encoding) && offered.includes(encoding));
}

/** Adds request headers a response varies by to those it varies by already (Origin, from the CORS plugin), each once. */
function varyBy(reply: FastifyReply, value: string | string[]): void {
  const names = [reply.getHeader('Vary') ?? [], value]
    .flat()
    .flatMap((list) => String(list).split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const once = names.filter((name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index);
  reply.header('Vary', once.join(', '));
}

/** Marks a response sent compressed as one of several by encoding. */
function varyByEncoding(reply: FastifyReply): void {
  varyBy(reply, 'Accept-Encoding');
}

/** Serves a build as production would: brotli/gzip, immutable caching for hashed files, CORS for the shell. */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...(options.trustedProxies ? { trustProxy: options.trustedProxies } : {}) });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 512 });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && originAllowed(origin, options.allowedOrigins)),
    methods: ['GET', 'HEAD'],
  });

  for (const [url, document] of Object.entries(options.jsonDocuments ?? {})) {
    app.get(url, async (_request, reply) =>
      reply
        .header('Cache-Control', REVALIDATE)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(await document())),
    );
  }

  const cachePolicy = options.cachePolicy ?? cacheControlFor;
  const { renderDocument } = options;
  const prefix = (options.prefix ?? '/').replace(/\/?$/, '/');
  const compressedFiles = new CompressedFiles();
  // Files that never change go compressed once (CompressedFiles); the compression plugin leaves a response with an
  // encoding as it is, and the static files plugin serves the rest (other files, ranges, HEAD).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.headers.range) return undefined;
    const file = requestedFile(options.root, prefix, request.url);
    const type = file && COMPRESSED_FILE_TYPES[path.extname(file)];
    if (!file || !type || cachePolicy(file) !== IMMUTABLE) return undefined;
    const encoding = acceptedEncoding(request.headers['accept-encoding'], DOCUMENT_ENCODINGS);
    const compressed = encoding && (await compressedFiles.get(file, encoding));
    if (!encoding || !compressed) return undefined;
    varyByEncoding(reply);
    return reply.header('Cache-Control', IMMUTABLE).header('Content-Encoding', encoding).type(type).send(compressed);
  });

  const everyResponse = options.headers ?? {};
  if (Object.keys(everyResponse).length > 0) app.addHook('onSend', async (_request, reply) => void reply.headers(everyResponse));

  await app.register(fastifyStatic, {
    root: options.root,
    prefix: options.prefix ?? '/',
    cacheControl: false,
    index: false,
    wildcard: true,
    // The document as built has no policy and no nonce: when it is rendered per request, only that version is served.
    allowedPath: (pathName) => !renderDocument || path.basename(pathName) !== 'index.html',
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cachePolicy(filePath)),
  });

  const indexHtml = path.join(options.root, 'index.html');
  const sendDocument = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!renderDocument) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    const { html, headers, encoded } = await renderDocument(request);
    reply.header('Cache-Control', REVALIDATE);
    // The document's Vary beside the CORS plugin's (Origin), not in its place.
    for (const [name, value] of Object.entries(headers)) {
      if (name.toLowerCase() === 'vary') varyBy(reply, value);
      else reply.header(name, value);
    }
    reply.type('text/html; charset=utf-8');
    const encoding = acceptedEncoding(
      request.headers['accept-encoding'],
      DOCUMENT_ENCODINGS.filter((offered) => encoded?.[offered] !== undefined),
    );
    if (!encoding) return reply.send(html);
    // Sent as compressed once: the compression plugin leaves a response with an encoding as it is.
    varyByEncoding(reply);
    return reply.header('Content-Encoding', encoding).send(encoded?.[encoding]);
  };
  if (options.spaFallback) {
    app.get('/', sendDocument);
  }
  app.setNotFoundHandler((request, reply) => {
    // HEAD as GET (link checkers and monitors ask with it); Node leaves the body out.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0] ?? '');
    if (options.spaFallback && wantsPage && fs.existsSync(indexHtml)) {
      return sendDocument(request, reply);
    }
    return reply
      .code(404)
      .header('Cache-Control', REVALIDATE)
      .send({ error: 'Not Found', message: `${request.url} does not exist` });
  });
  return app;
}
