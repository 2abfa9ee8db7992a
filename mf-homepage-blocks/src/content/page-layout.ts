import { z } from 'zod/mini';
import { reportError } from '@storefront/platform';
import { FRAGMENT } from '../fragment';
import { fetchContentModel } from './content-client';
import { PAGE_LAYOUT_CONTENT_TYPE } from './content-types';
import '../zod-locale';

export const HOMEPAGE_LAYOUT_PATH = '/content/pages/homepage';

/** A block of a page layout: which model to fetch and which component it expects. */
export interface BlockReference {
  id: string;
  contentType: string;
}

const blockReferenceSchema = z.object({ id: z.string().check(z.minLength(1)), contentType: z.string().check(z.minLength(1)) });
const blockListSchema = z.array(z.unknown());

/**
 * The homepage's ordered block references. Undefined when the layout cannot be loaded (already reported);
 * a malformed entry is reported and left out, the others keep their order.
 */
export async function fetchHomepageLayout(): Promise<BlockReference[] | undefined> {
  const model = await fetchContentModel(HOMEPAGE_LAYOUT_PATH, PAGE_LAYOUT_CONTENT_TYPE);
  if (!model) return undefined;
  const blocks = blockListSchema.safeParse(model.blocks);
  if (!blocks.success) {
    reportError(new Error('Homepage layout has no list of blocks'), { fragment: FRAGMENT, contentPath: HOMEPAGE_LAYOUT_PATH });
    return undefined;
  }
  return blocks.data.flatMap((entry, position) => {
    const reference = blockReferenceSchema.safeParse(entry);
    if (reference.success) return [reference.data];
    reportError(new Error(`Homepage layout entry ${position} is not a block reference`), {
      fragment: FRAGMENT,
      contentPath: HOMEPAGE_LAYOUT_PATH,
      issues: z.prettifyError(reference.error),
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
