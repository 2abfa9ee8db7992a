import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const CONTENT = join(__dirname, '../../../shared/sample-api/data/default/content');

/** A block model of the sample backend's default data set, as stored (before the server rewrites images and dates). */
export function sampleBlock(id: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(CONTENT, 'blocks', `${id}.json`), 'utf8')) as Record<string, unknown>;
}

export function sampleHomepageLayout(): { metadata: { contentType: string }; blocks: Array<{ id: string; contentType: string }> } {
  return JSON.parse(readFileSync(join(CONTENT, 'pages', 'homepage.json'), 'utf8')) as ReturnType<typeof sampleHomepageLayout>;
}
