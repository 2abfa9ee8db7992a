import { useCallback, useEffect, useState } from 'react';
import type { BlockOutcome } from './block-settled';
import { BlockPlaceholder } from './BlockPlaceholder';
import { MountedBlock } from './MountedBlock';
import { LOOK_AHEAD_MARGIN_PX, useContentPage, type PageSlot } from './use-content-page';
import { useNearViewport } from './use-near-viewport';
import './content-page.css';

function SlotView({ slot, visible, settle }: { slot: PageSlot; visible: boolean; settle: (key: string, outcome: BlockOutcome) => void }) {
  const onSettled = useCallback((outcome: BlockOutcome) => settle(slot.key, outcome), [settle, slot.key]);
  if (slot.model.status === 'loaded' && slot.code?.status === 'loaded') {
    return (
      <MountedBlock
        reference={slot.reference}
        block={slot.code.block}
        model={slot.model.model}
        overlay={slot.placement.overlay}
        hidden={!visible}
        onSettled={onSettled}
      />
    );
  }
  const failed = slot.model.status === 'failed' || slot.code?.status === 'failed';
  if (!visible || failed || slot.placement.overlay) return null;
  return <BlockPlaceholder placement={slot.placement} />;
}

/**
 * A page built from content (`homepage`, or any other content page id): its blocks in layout order, each appearing
 * once the blocks above it have settled, with the code of each block loaded as it comes near the viewport.
 */
export function ContentPage({ pageId }: { pageId: string }) {
  const { busy, slots, frontier, settle, loadAhead } = useContentPage(pageId);
  const [end, setEnd] = useState<HTMLDivElement | null>(null);
  const endIsNear = useNearViewport(end, LOOK_AHEAD_MARGIN_PX);
  // Runs again whenever blocks arrive: while the end stays near, the page keeps loading what fits below it.
  useEffect(() => {
    if (!endIsNear || !end) return undefined;
    const loadWhatFits = () => loadAhead(window.innerHeight + LOOK_AHEAD_MARGIN_PX - end.getBoundingClientRect().top);
    loadWhatFits();
    // Blocks that arrive can push the end out of reach and a scroll bring it back before the observer looks again;
    // it then never reports a change, so scrolling and resizing measure again.
    window.addEventListener('scroll', loadWhatFits, { passive: true });
    window.addEventListener('resize', loadWhatFits);
    return () => {
      window.removeEventListener('scroll', loadWhatFits);
      window.removeEventListener('resize', loadWhatFits);
    };
  }, [endIsNear, end, loadAhead]);
  return (
    <div className="hp-page" data-page-id={pageId} aria-busy={busy}>
      <div className="hp-page__blocks">
        {slots.map((slot, index) => (
          <SlotView key={slot.key} slot={slot} visible={slot.placement.overlay || index <= frontier} settle={settle} />
        ))}
      </div>
      <div ref={setEnd} aria-hidden="true" data-page-end="" />
    </div>
  );
}
