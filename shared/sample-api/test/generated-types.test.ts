// The committed TypeScript types (shared/contracts/src/generated/api.ts) match the OpenAPI document.
import { readFileSync } from 'node:fs';
import { GENERATED_TYPES_FILE, generateApiTypes } from '../scripts/api-types';

test('shared/contracts/src/generated/api.ts is regenerated from openapi.yaml (npm run generate:types -w @storefront/sample-api)', async () => {
  const committed = readFileSync(GENERATED_TYPES_FILE, 'utf8');
  const fresh = await generateApiTypes();
  expect(committed === fresh).toBe(true);
}, 60_000);
