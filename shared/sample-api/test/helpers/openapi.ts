// Validates answers against the OpenAPI document: finds the operation for a URL and checks the body with ajv.
import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../../src/config';

type Json = Record<string, unknown>;
export const openapi = parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json & { paths: Record<string, Record<string, Json>> };

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(openapi, 'openapi.json');

export const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** All documented operations as "METHOD /path/{param}". */
export function documentedOperations(): string[] {
  return Object.entries(openapi.paths).flatMap(([path, item]) => HTTP_METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`));
}

/** The documented path template a concrete path belongs to (most literal segments wins). */
export function templateFor(path: string): string | undefined {
  const segments = path.split('/');
  const candidates = Object.keys(openapi.paths).filter((template) => {
    const parts = template.split('/');
    return parts.length === segments.length && parts.every((p, i) => /^\{.+\}$/.test(p) || p === segments[i]);
  });
  const literal = (t: string) => t.split('/').filter((p) => !p.startsWith('{')).length;
  return candidates.sort((a, b) => literal(b) - literal(a))[0];
}

const escapeToken = (t: string) => encodeURIComponent(t.replace(/~/g, '~0').replace(/\//g, '~1'));

function resolvePointer(pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, token) => (node as Json | undefined)?.[token], openapi);
}

const cache = new Map<string, ValidateFunction>();

/** Validator of the JSON body of `status` for the operation, or undefined when the response has no JSON body. */
export function responseValidator(method: string, template: string, status: number): ValidateFunction | undefined {
  let pointer = ['', 'paths', template, method.toLowerCase(), 'responses', String(status)].map(escapeToken).join('/');
  let response = resolvePointer(pointer) as Json | undefined;
  if (!response) throw new Error(`${method} ${template} documents no ${status} response`);
  if (typeof response.$ref === 'string') {
    pointer = response.$ref
      .slice(1)
      .split('/')
      .map((t) => escapeToken(t))
      .join('/');
    response = resolvePointer(pointer) as Json;
  }
  if (!(response.content as Json | undefined)?.['application/json']) return undefined;
  const schemaPointer = `openapi.json#${pointer}/content/${escapeToken('application/json')}/schema`;
  let validate = cache.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: schemaPointer });
    cache.set(schemaPointer, validate);
  }
  return validate;
}

export function schemaValidator(name: string): ValidateFunction {
  const key = `openapi.json#/components/schemas/${name}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: key });
    cache.set(key, validate);
  }
  return validate;
}

/** Throws with ajv's messages when the body does not match the documented response. */
export function expectDocumented(method: string, url: string, status: number, body: unknown): void {
  const path = url.split('?')[0] ?? url;
  const template = templateFor(path);
  if (!template) throw new Error(`${path} matches no documented path`);
  const validate = responseValidator(method, template, status);
  if (!validate) {
    if (body !== '' && body !== undefined) throw new Error(`${method} ${template} ${status} documents no body`);
    return;
  }
  if (!validate(body)) {
    const errors = (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
    throw new Error(`${method} ${url} (${status}) does not match ${template}:\n${errors.join('\n')}`);
  }
}
