import { describeSchemaIssues, reportError, v } from '@storefront/platform';
import type { ContentBlockProps } from '@storefront/contracts';
import { FRAGMENT } from '../fragment';
import { fetchContentModel, type ContentModel } from './content-client';
import { PAGE_LAYOUT_CONTENT_TYPE } from './content-types';

/** A block of a page layout: which model to fetch and which component it expects. */
export type BlockReference = ContentBlockProps['reference'];

const blockReferenceSchema = v.object({ id: v.pipe(v.string(), v.minLength(1)), contentType: v.pipe(v.string(), v.minLength(1)) });
const blockListSchema = v.array(v.unknown());

export function pageLayoutPath(pageId: string): string {
  return `/content/pages/${encodeURIComponent(pageId)}`;
}

/**
 * The ordered block references of a content page (e.g. `homepage`). Undefined when the layout cannot be loaded
 * (already reported); a malformed entry is reported and left out, the others keep their order.
 */
export async function fetchPageLayout(pageId: string): Promise<BlockReference[] | undefined> {
  const model = await fetchContentModel(pageLayoutPath(pageId), PAGE_LAYOUT_CONTENT_TYPE);
  return model ? readPageLayout(model, pageId) : undefined;
}

/** The block references of a layout's model (fetchPageLayout), wherever it was fetched. */
export function readPageLayout(model: ContentModel, pageId: string): BlockReference[] | undefined {
  const contentPath = pageLayoutPath(pageId);
  const blocks = v.safeParse(blockListSchema, model.blocks);
  if (!blocks.success) {
    reportError(new Error(`Layout of page ${pageId} has no list of blocks`), { fragment: FRAGMENT, contentPath });
    return undefined;
  }
  return blocks.output.flatMap((entry, position) => {
    const reference = v.safeParse(blockReferenceSchema, entry);
    if (reference.success) return [reference.output];
    reportError(new Error(`Layout of page ${pageId}: entry ${position} is not a block reference`), {
      fragment: FRAGMENT,
      contentPath,
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
