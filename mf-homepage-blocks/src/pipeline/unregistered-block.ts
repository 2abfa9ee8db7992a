import { logWarning } from '@storefront/platform';
import type { BlockReference } from '../content/page-layout';
import { FRAGMENT } from '../fragment';

/**
 * A content type without a registered block renders nothing. That is expected while blocks are still being
 * built (later issues add them), so it is a warning, not an error report.
 */
export function warnUnregisteredBlock(reference: BlockReference): void {
  logWarning(`No homepage block is registered for content type ${reference.contentType}; block ${reference.id} renders nothing`, {
    fragment: FRAGMENT,
    blockId: reference.id,
    contentType: reference.contentType,
  });
}
