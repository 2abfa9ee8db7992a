// The OpenAPI operationId of a route, for messages that name the operation (spec section 8's error catalogue).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../config';

type PathItem = Record<string, { operationId?: unknown } | undefined>;

/** `GET /v1/shop/redirect/options/{domain}/{locale}/{language}` -> `getRedirectOptions`, for every documented operation. */
export function operationIdsOf(openapiYaml: string): ReadonlyMap<string, string> {
  const { paths } = parse(openapiYaml) as { paths: Record<string, PathItem> };
  const ids = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (typeof operation?.operationId === 'string') ids.set(`${method.toUpperCase()} ${path}`, operation.operationId);
    }
  }
  return ids;
}

/**
 * The operationId of a fastify route (`GET`, `/v1/customers/:customerId/account-overview`) as the document names it;
 * a HEAD request is its GET route's. Undefined for a route the document does not describe.
 */
export function operationIdOf(ids: ReadonlyMap<string, string>, method: string, routeUrl: string): string | undefined {
  const documentedPath = routeUrl.replace(/:(\w+)/g, '{$1}');
  return ids.get(`${method === 'HEAD' ? 'GET' : method} ${documentedPath}`);
}

/** The operationIds of this package's OpenAPI document. */
export function documentedOperationIds(): ReadonlyMap<string, string> {
  return operationIdsOf(readFileSync(OPENAPI_PATH, 'utf8'));
}
