// Writes shared/contracts/src/generated/api.ts from openapi.yaml.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { GENERATED_TYPES_FILE, generateApiTypes } from './api-types';

generateApiTypes().then(
  (source) => {
    mkdirSync(dirname(GENERATED_TYPES_FILE), { recursive: true });
    writeFileSync(GENERATED_TYPES_FILE, source);
    console.info(`wrote ${GENERATED_TYPES_FILE}`);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
