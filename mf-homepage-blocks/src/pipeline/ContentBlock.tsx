import { useEffect, useMemo } from 'react';
import { reportError } from '@storefront/platform';
import { BlockErrorBoundary } from '@storefront/ui';
import type { BlockReference } from '../content/page-layout';
import { FRAGMENT } from '../fragment';
import { InvalidBlockModelError } from './block-errors';
import { blockRegistry } from './block-registry';
import { warnUnregisteredBlock } from './unregistered-block';

export interface ContentBlockProps {
  /** The block's place in the page layout: its content id and the content type it expects. */
  reference: BlockReference;
  /** The block's content model as the content service answered it (validated here). */
  model: unknown;
}

/**
 * Renders one content block: looks it up by content type, validates its model against the block's schema and
 * renders it inside its own error boundary. An unknown content type or an invalid model renders nothing.
 */
export function ContentBlock({ reference, model }: ContentBlockProps) {
  const { id, contentType } = reference;
  const block = blockRegistry.get(contentType);
  const prepared = useMemo(() => block?.prepare(model, id), [block, model, id]);
  useEffect(() => {
    if (!block) warnUnregisteredBlock({ id, contentType });
    else if (prepared && !prepared.valid) {
      reportError(new InvalidBlockModelError({ id, contentType }, prepared.problems), { fragment: FRAGMENT, block: `${contentType}:${id}` });
    }
  }, [block, prepared, id, contentType]);
  if (!block || !prepared?.valid) return null;
  return (
    <BlockErrorBoundary name={`${contentType}:${id}`} fallback={block.errorFallback}>
      <div className="hp-block" data-content-type={contentType} data-block-id={id}>
        {prepared.element}
      </div>
    </BlockErrorBoundary>
  );
}
