import * as v from 'valibot';
import { describeSchemaIssues, reportError } from '@storefront/platform';
import { FRAGMENT } from '../fragment';
import { fetchContentModel } from './content-client';
import { PAGE_LAYOUT_CONTENT_TYPE } from './content-types';

export const HOMEPAGE_LAYOUT_PATH = '/content/pages/homepage';

/** A block of a page layout: which model to fetch and which component it expects. */
export interface BlockReference {
  id: string;
  contentType: string;
}

const blockReferenceSchema = v.object({ id: v.pipe(v.string(), v.minLength(1)), contentType: v.pipe(v.string(), v.minLength(1)) });
const blockListSchema = v.array(v.unknown());

/**
 * The homepage's ordered block references. Undefined when the layout cannot be loaded (already reported);
 * a malformed entry is reported and left out, the others keep their order.
 */
export async function fetchHomepageLayout(): Promise<BlockReference[] | undefined> {
  const model = await fetchContentModel(HOMEPAGE_LAYOUT_PATH, PAGE_LAYOUT_CONTENT_TYPE);
  if (!model) return undefined;
  const blocks = v.safeParse(blockListSchema, model.blocks);
  if (!blocks.success) {
    reportError(new Error('Homepage layout has no list of blocks'), { fragment: FRAGMENT, contentPath: HOMEPAGE_LAYOUT_PATH });
    return undefined;
  }
  return blocks.output.flatMap((entry, position) => {
    const reference = v.safeParse(blockReferenceSchema, entry);
    if (reference.success) return [reference.output];
    reportError(new Error(`Homepage layout entry ${position} is not a block reference`), {
      fragment: FRAGMENT,
      contentPath: HOMEPAGE_LAYOUT_PATH,
      issues: describeSchemaIssues(reference.issues, '(entry)'),
    });
    return [];
  });
}

export function blockModelPath(blockId: string): string {
  return `/content/blocks/${encodeURIComponent(blockId)}`;
}

/** A block's model, checked against the content type its layout reference expects. */
export function fetchBlockModel(reference: BlockReference) {
  return fetchContentModel(blockModelPath(reference.id), reference.contentType);
}
