import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveRelativeDates } from '@storefront/sample-api/src/data/transform';

const CONTENT = join(__dirname, '../../../shared/sample-api/data/default/content');

/** A block model of the sample backend's default data set, as stored (before the server rewrites images and dates). */
export function sampleBlock(id: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(CONTENT, 'blocks', `${id}.json`), 'utf8')) as Record<string, unknown>;
}

export function sampleHomepageLayout(): { metadata: { contentType: string }; blocks: Array<{ id: string; contentType: string }> } {
  return JSON.parse(readFileSync(join(CONTENT, 'pages', 'homepage.json'), 'utf8')) as ReturnType<typeof sampleHomepageLayout>;
}

/** A block model as the sample backend answers it: relative dates ("@relative-date:+21d") resolved against `now`. */
export function servedSampleBlock(id: string, now = new Date()): Record<string, unknown> {
  return resolveRelativeDates(sampleBlock(id), now);
}

/** Every sample block model of a content type, as served. */
export function servedSampleBlocksOf(contentType: string): Record<string, unknown>[] {
  return sampleHomepageLayout()
    .blocks.filter((reference) => reference.contentType === contentType)
    .map((reference) => servedSampleBlock(reference.id));
}
