import { logWarning } from '@storefront/platform';
import type { BlockReference } from '../content/page-layout';
import { FRAGMENT } from '../fragment';

/**
 * A content type without a registered block renders nothing. The content service may know types this build does
 * not render yet (another squad's new block), so it is a warning, not an error report.
 */
export function warnUnregisteredBlock(reference: BlockReference): void {
  logWarning(`No content block is registered for content type ${reference.contentType}; block ${reference.id} renders nothing`, {
    fragment: FRAGMENT,
    blockId: reference.id,
    contentType: reference.contentType,
  });
}
