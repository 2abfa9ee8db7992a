import { useCallback, useEffect, useMemo, useRef } from 'react';
import { reportError } from '@storefront/platform';
import { BlockErrorBoundary } from '@storefront/ui';
import type { BlockReference } from '../content/page-layout';
import { FRAGMENT } from '../fragment';
import type { RegisteredBlock } from './block-definition';
import { InvalidBlockModelError } from './block-errors';
import { BlockSettledContext, type BlockOutcome } from './block-settled';
import { useScrollAnchorAfterReveal } from './use-scroll-anchor-after-reveal';

export interface MountedBlockProps {
  reference: BlockReference;
  block: RegisteredBlock;
  model: unknown;
  /** Mounted but not shown yet (it waits for the blocks above it); its data may load meanwhile. */
  hidden?: boolean;
  /** A dialog or fixed button: no box of its own in the page's flow. */
  overlay?: boolean;
  /**
   * Hidden behind its placeholder while its data loads and it lays itself out (a slider filling a few cards per
   * frame): laid out but taking no room and showing nothing, so its height is final when it appears.
   */
  layingOut?: boolean;
  onSettled?: (outcome: BlockOutcome) => void;
}

function SettledOnMount({ settle }: { settle: (outcome: BlockOutcome) => void }) {
  useEffect(() => settle('shown'), [settle]);
  return null;
}

function blockClassName(overlay: boolean, layingOut: boolean, scrollAnchor: boolean): string {
  if (overlay) return 'hp-block hp-block--overlay';
  if (layingOut) return 'hp-block hp-block--laying-out hp-block--no-scroll-anchor';
  return scrollAnchor ? 'hp-block' : 'hp-block hp-block--no-scroll-anchor';
}

/**
 * One block with its code loaded: validates the model against the block's schema and renders it inside its own
 * error boundary. An invalid model renders nothing and is reported once; so is a block that throws.
 */
export function MountedBlock({ reference, block, model, hidden = false, overlay = false, layingOut = false, onSettled }: MountedBlockProps) {
  const { id, contentType } = reference;
  const latestOnSettled = useRef(onSettled);
  latestOnSettled.current = onSettled;
  const settle = useCallback((outcome: BlockOutcome) => latestOnSettled.current?.(outcome), []);
  const scrollAnchor = useScrollAnchorAfterReveal(layingOut);
  const prepared = useMemo(() => block.prepare(model, id), [block, model, id]);
  useEffect(() => {
    if (prepared.valid) return;
    reportError(new InvalidBlockModelError({ id, contentType }, prepared.problems), { fragment: FRAGMENT, block: `${contentType}:${id}` });
    settle('empty');
  }, [prepared, id, contentType, settle]);
  if (!prepared.valid) return null;
  return (
    <BlockErrorBoundary name={`${contentType}:${id}`} fallback={block.errorFallback} onError={() => settle('empty')}>
      <BlockSettledContext.Provider value={settle}>
        <div className={blockClassName(overlay, layingOut, scrollAnchor)} data-content-type={contentType} data-block-id={id} hidden={hidden}>
          {prepared.element}
        </div>
        {block.settles === 'mount' && <SettledOnMount settle={settle} />}
      </BlockSettledContext.Provider>
    </BlockErrorBoundary>
  );
}
