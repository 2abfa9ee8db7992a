// Writes the generated part of the default data set (products, recommendations, own brand, bundles).
// Usage: npm run generate:data -w @storefront/sample-api   (the output is committed; a test checks it is current)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildGeneratedFiles, serialise } from './catalog/build-data-set';

const target = join(__dirname, '..', 'data', 'default');
for (const [name, content] of Object.entries(buildGeneratedFiles())) {
  writeFileSync(join(target, name), serialise(content));
  console.info(`wrote ${join(target, name)}`);
}
