// Generates the storefront's TypeScript types from openapi.yaml (shared by the script and the drift test).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

export const OPENAPI_FILE = join(__dirname, '..', 'openapi.yaml');
export const GENERATED_TYPES_FILE = join(__dirname, '..', '..', 'contracts', 'src', 'generated', 'api.ts');

const BANNER = `/**
 * GENERATED from shared/sample-api/openapi.yaml by \`npm run generate:types -w @storefront/sample-api\`.
 * Do not edit by hand; a test in shared/sample-api fails when this file and the document drift apart.
 */

`;

export async function generateApiTypes(): Promise<string> {
  const ast = await openapiTS(readFileSync(OPENAPI_FILE, 'utf8'), { alphabetize: false, exportType: false, rootTypes: true, rootTypesKeepCasing: true });
  return BANNER + astToString(ast);
}
