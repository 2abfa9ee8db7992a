import type { FastifyInstance, FastifyReply } from 'fastify';
import { Registry } from 'prom-client';
import { CSP_REPORT_PATH } from './content-security-policy';
import { CSP_REPORT_CONTENT_TYPES, cspViolationsOf, CspViolations, type CspReportContentType } from './csp-violations';

/** A browser's batch of reports, each with the policy it broke: larger is not one. */
export const MAX_CSP_REPORT_BYTES = 64 * 1024;

const REFUSALS: Readonly<Record<string, number>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
};

function reportContentType(header: string | undefined): CspReportContentType | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return CSP_REPORT_CONTENT_TYPES.find((known) => known === type);
}

const answer = (reply: FastifyReply, status: number) => reply.code(status).header('Cache-Control', 'no-store').send();

/**
 * `POST /__csp-reports` takes the violation reports of the shell's documents' policy (content-security-policy.ts),
 * untrusted: only the two report types (415 otherwise, before the body is read), at most MAX_CSP_REPORT_BYTES (413),
 * JSON of a report's shape (400); each violation is counted (csp-violations.ts), answered 204. Nothing is counted
 * from a body refused, and nothing it sends makes the route throw.
 */
export async function registerCspReportRoute(server: FastifyInstance, options: { registry?: Registry } = {}): Promise<CspViolations> {
  const violations = new CspViolations(options.registry ?? new Registry());
  await server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...CSP_REPORT_CONTENT_TYPES], { parseAs: 'string', bodyLimit: MAX_CSP_REPORT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler(async (error: { code?: string }, _request, reply) => answer(reply, REFUSALS[error.code ?? ''] ?? 400));
    scope.post(CSP_REPORT_PATH, { bodyLimit: MAX_CSP_REPORT_BYTES }, async (request, reply) => {
      const type = reportContentType(request.headers['content-type']);
      if (!type) return answer(reply, 415);
      const reported = typeof request.body === 'string' ? cspViolationsOf(type, request.body) : undefined;
      if (!reported) return answer(reply, 400);
      violations.count(reported);
      return answer(reply, 204);
    });
  });
  return violations;
}
