import { useCallback, useEffect, useRef, useState, type CSSProperties, type Ref } from 'react';
import { PAGE_LENGTH_PENDING_ATTRIBUTE, SCRIPT_PLACEHOLDER_ATTRIBUTE } from '@storefront/contracts';
import { afterNextPaint } from '@storefront/ui/after-next-paint';
import { useElementState } from '@storefront/ui/element-state';
import { lookAheadMargin, useHasScrolled, useNearViewport } from '@storefront/ui/near-viewport';
import type { BlockOutcome } from './block-settled';
import { BlockPlaceholder, reserveStyle } from './BlockPlaceholder';
import { MoreBlocksStop } from './MoreBlocksStop';
import { MountedBlock } from './MountedBlock';
import { moveToAnchor, onShopperScrollInput, useLocationAnchor } from './page-anchor';
import { useContentPage, type PageSlot } from './use-content-page';
import { ReservedSpaceAnchors } from './ReservedSpaceAnchors';
import { AssumedViewportWidthContext, HydratingFirstViewContext } from '../blocks/use-viewport';
import { ASSUMED_VIEWPORT_WIDTH, firstViewOf } from '../first-view/first-view-state';
import './content-page.css';

interface SlotViewProps {
  slot: PageSlot;
  visible: boolean;
  settle: (key: string, outcome: BlockOutcome) => void;
  /** Given to the placeholder of the frontier's block: the page loads ahead from where that block starts. */
  placeholderRef?: Ref<HTMLDivElement>;
}

function SlotView({ slot, visible, settle, placeholderRef }: SlotViewProps) {
  const onSettled = useCallback((outcome: BlockOutcome) => settle(slot.key, outcome), [settle, slot.key]);
  if (slot.model.status === 'loaded' && slot.code?.status === 'loaded') {
    // A block that loads its own data shows its reserved place until it has settled (also when passed by after the
    // time-out), not its loading state: that one's height can be far from its content's (nothing at all while the
    // recommendations load), and the page, as long as it will be from the server's first view on, would jump by it.
    const loadingItsData = slot.outcome === 'waited' || (slot.outcome === undefined && slot.code.block.settles === 'ready');
    const holdsItsPlace = visible && loadingItsData;
    return (
      <>
        {holdsItsPlace && <BlockPlaceholder placement={slot.placement} ref={placeholderRef} />}
        <MountedBlock
          reference={slot.reference}
          block={slot.code.block}
          model={slot.model.model}
          overlay={slot.placement.overlay}
          hidden={!visible || holdsItsPlace}
          layingOut={holdsItsPlace}
          onSettled={onSettled}
        />
      </>
    );
  }
  const failed = slot.model.status === 'failed' || slot.code?.status === 'failed';
  if (!visible || failed || slot.placement.overlay) return null;
  return <BlockPlaceholder placement={slot.placement} ref={placeholderRef} />;
}

/**
 * The window width the server's first view of this page assumed: blocks start from it (use-viewport.ts), those
 * hydrating the server's markup and, harmlessly, those mounted later (their layout effect measures before they paint).
 */
function useAssumedWidth(pageId: string): number | undefined {
  const [assumedWidth] = useState(() => {
    const firstView = firstViewOf(pageId);
    return firstView && ASSUMED_VIEWPORT_WIDTH[firstView.device];
  });
  return assumedWidth;
}

/** The HydratingFirstViewContext's box of a page: true while the page's first commit is a first view's hydration. */
function useHydratingFirstView(pageId: string): { current: boolean } {
  const [hydrating] = useState(() => ({ current: firstViewOf(pageId) !== undefined }));
  // The blocks' layout effects of the first commit have run before this.
  useEffect(() => {
    hydrating.current = false;
  }, [hydrating]);
  return hydrating;
}

/**
 * The anchor of the location hash until the page has moved the shopper there, or the shopper scrolled on their own
 * before it could. A new hash is pending again.
 */
function usePendingAnchor(): { pending: string | undefined; done: () => void } {
  const anchor = useLocationAnchor();
  const [handled, setHandled] = useState<{ anchor: string | undefined }>();
  const pending = handled && handled.anchor === anchor ? undefined : anchor;
  const done = useCallback(() => setHandled({ anchor }), [anchor]);
  useEffect(() => (pending === undefined ? undefined : onShopperScrollInput(done)), [pending, done]);
  return { pending, done };
}

/**
 * A page built from content (`homepage`, or any other content page id): its blocks in layout order, each appearing
 * once the blocks above it have settled, with the code of each block loaded as it comes near the viewport (before
 * the shopper's first scroll: only what the first screen shows, see look-ahead.ts). Opened
 * with `#<anchorId>` of a block, it loads the blocks down to that one and moves the shopper to it.
 */
export function ContentPage({ pageId }: { pageId: string }) {
  const assumedWidth = useAssumedWidth(pageId);
  const hydrating = useHydratingFirstView(pageId);
  const anchor = usePendingAnchor();
  const scrolled = useHasScrolled();
  const { busy, lengthPending, slots, shownUpTo, reserved, blocksToCome, anchorSlot, settle, loadAhead } = useContentPage(pageId, anchor.pending, scrolled);
  const page = useRef<HTMLDivElement>(null);
  const blocks = useRef<HTMLDivElement>(null);
  // Once the anchor's block and every block above it have settled (nothing above it moves any more) and it shows
  // the element, scroll it into view and focus it.
  const { pending: pendingAnchor, done: anchorDone } = anchor;
  useEffect(() => {
    if (pendingAnchor === undefined || anchorSlot === undefined || shownUpTo <= anchorSlot) return;
    const element = document.getElementById(pendingAnchor);
    if (!element || !page.current?.contains(element)) return;
    moveToAnchor(element);
    anchorDone();
  }, [pendingAnchor, anchorDone, anchorSlot, shownUpTo, slots]);
  const [end, endRef] = useElementState<HTMLDivElement>();
  // Where the blocks still to load start: the frontier's placeholder while it shows one, else the end of the blocks.
  const [frontierPlaceholder, frontierPlaceholderRef] = useElementState<HTMLDivElement>();
  const lookAhead = lookAheadMargin(scrolled);
  const placeholderIsNear = useNearViewport(frontierPlaceholder, lookAhead);
  // The end spans all the space kept for the blocks to come: near wherever in it the shopper jumps to.
  const endIsNear = useNearViewport(end, lookAhead);
  const near = placeholderIsNear || endIsNear;
  const nothingAskedFor = slots.every((slot) => slot.model.status === 'idle');
  // Runs again whenever blocks arrive: while the end stays near, the page keeps loading what fits below it.
  useEffect(() => {
    if (!near || !end) return undefined;
    const loadWhatFits = () => {
      // A placeholder just replaced by its block is detached until the next render: it has no place any more.
      const edge = frontierPlaceholder?.isConnected ? frontierPlaceholder : end;
      loadAhead(window.innerHeight + lookAhead - edge.getBoundingClientRect().top);
    };
    // Before any block has been asked for, the page is only places and the first screen's requests wait for this
    // look: at once. Later this effect runs with the commit of arriving blocks, whose layout a read here would do
    // inside that commit's task (105-225 ms of the longest tasks of a low-end phone scrolling the homepage): after the
    // paint, when the frame has laid them out.
    let cancelFirstLook = () => {};
    if (nothingAskedFor) loadWhatFits();
    else cancelFirstLook = afterNextPaint(loadWhatFits);
    // Blocks that arrive can push the end out of reach and a scroll bring it back before the observer looks again;
    // it then never reports a change, so scrolling and resizing measure again.
    window.addEventListener('scroll', loadWhatFits, { passive: true });
    window.addEventListener('resize', loadWhatFits);
    return () => {
      cancelFirstLook();
      window.removeEventListener('scroll', loadWhatFits);
      window.removeEventListener('resize', loadWhatFits);
    };
  }, [near, frontierPlaceholder, end, loadAhead, lookAhead, nothingAskedFor]);
  // A keyboard user going on from the shown blocks: what a window and the look-ahead below it would load from there.
  const loadMore = useCallback(() => loadAhead(window.innerHeight + lookAheadMargin(true)), [loadAhead]);
  return (
    <div ref={page} className="hp-page" data-page-id={pageId} aria-busy={busy} {...(lengthPending ? { [PAGE_LENGTH_PENDING_ATTRIBUTE]: '' } : {})}>
      <AssumedViewportWidthContext.Provider value={assumedWidth}>
        <HydratingFirstViewContext.Provider value={hydrating}>
          <div ref={blocks} className="hp-page__blocks">
            {slots.map((slot, index) => (
              <SlotView
                key={slot.key}
                slot={slot}
                visible={slot.placement.overlay || index <= shownUpTo}
                settle={settle}
                placeholderRef={index === shownUpTo ? frontierPlaceholderRef : undefined}
              />
            ))}
          </div>
        </HydratingFirstViewContext.Provider>
      </AssumedViewportWidthContext.Provider>
      <MoreBlocksStop waiting={blocksToCome} blocks={blocks} shownUpTo={shownUpTo} loadMore={loadMore} />
      {/*
        The end of the visible blocks, and the space the blocks still to appear will take (their reserved heights):
        the page is as long as it will be, so the footer below does not move as blocks arrive while scrolling.
      */}
      <div
        ref={endRef}
        className="hp-page__reserved"
        style={{ ...reserveStyle(reserved.reserve), '--hp-reserve-blocks': reserved.blocks } as CSSProperties}
        aria-hidden="true"
        data-page-end=""
        {...{ [SCRIPT_PLACEHOLDER_ATTRIBUTE]: '' }}
      />
      <ReservedSpaceAnchors reserved={reserved} />
      {/*
        The scroll anchor while the end of the reserved space is in view: the browser keeps it (and the footer below
        it) where it is on screen when blocks above come out taller or shorter than their reserved heights. Without
        it the browser anchors to the page itself, whose top does not move, and the footer in view would.
      */}
      <div className="hp-page__anchor" aria-hidden="true" />
    </div>
  );
}
