// One error shape for every 4xx/5xx answer: { error: "<machine code>", message: "<for developers>" }.
import type { FastifyError, FastifyInstance } from 'fastify';
import { documentedOperationIds, operationIdOf } from './operation-ids';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'bad-request') => new HttpError(400, code, message);
export const notFound = (message: string, code = 'not-found') => new HttpError(404, code, message);

/** The spec's wording for a missing required parameter (section 8). */
export function requiredParameter(name: string, operation: string): HttpError {
  return new HttpError(400, 'required-parameter', `Required parameter ${name} was null or undefined when calling ${operation}.`);
}

const fastifyCodes: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad-request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad-request',
};

/**
 * An empty path segment (e.g. /v1/customers//account-overview) is a missing required parameter of the route's
 * operation (its OpenAPI operationId; the method and route for one the document does not describe).
 */
export function registerRequiredPathParameters(app: FastifyInstance, operationIds = documentedOperationIds()): void {
  app.addHook('preHandler', async (request) => {
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    for (const [name, value] of Object.entries(params)) {
      if (value === undefined || value.trim() === '') {
        const route = request.routeOptions.url ?? request.url;
        throw requiredParameter(name, operationIdOf(operationIds, request.method, route) ?? `${request.method} ${route}`);
      }
    }
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    const code = status >= 500 ? 'internal-error' : (fastifyCodes[error.code] ?? 'bad-request');
    return reply.status(status).send({ error: code, message: status >= 500 ? 'Internal server error' : error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path.startsWith('/v1/shop/redirect/options')) {
      const given = path.split('/').slice(5).filter(Boolean).length;
      const missing = ['domain', 'locale', 'language'][Math.min(given, 2)] ?? 'language';
      return reply.status(400).send({ error: 'required-parameter', message: requiredParameter(missing, 'getRedirectOptions').message });
    }
    return reply.status(404).send({ error: 'not-found', message: `No route for ${request.method} ${path}` });
  });
}
