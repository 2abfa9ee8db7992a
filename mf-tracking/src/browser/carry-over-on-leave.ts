import type { RaisedEvent } from '../queue/data-layer-entry';
import { createPendingCarryOver, type PendingCarryOver } from '../queue/pending-carry-over';
import type { TrackingQueue } from '../queue/tracking-queue';

export interface CarryOverOnLeave {
  /** Queues what earlier pages left first, then watches for the page being left. Once; later calls do nothing. */
  start(): void;
  stop(): void;
}

/**
 * Events wait in the queue until the tag manager and the sid are there, some seconds after a page's start: a shopper
 * who leaves the page earlier (a banner link, another document) would take them along. While the page is hidden
 * (`pagehide`; a phone's browser may only report `visibilitychange`, and may then discard the page) its pending events
 * are kept in the tab's sessionStorage, updated as the queue changes, and the next page of the visit queues them
 * before its own, once. A page shown again takes back what no next page took, and drops what one did (a page
 * restored from the back-forward cache), so no event goes out twice. The events keep what they were raised with
 * (their page's location, audiences and page code); the next page numbers them and sends them with its sid.
 */
export function createCarryOverOnLeave(
  win: Window,
  queue: TrackingQueue,
  page: string,
  carryOver: PendingCarryOver = createPendingCarryOver(() => win.sessionStorage),
): CarryOverOnLeave {
  let started = false;
  let hidden = false;
  let kept: ReadonlySet<RaisedEvent> = new Set();
  let unsubscribe = () => undefined as void;
  const keep = () => {
    kept = new Set(carryOver.keep(page, queue.pendingEvents()));
  };
  const hide = () => {
    hidden = true;
    keep();
  };
  const show = () => {
    if (!hidden) return;
    hidden = false;
    if (!carryOver.reclaim(page) && kept.size > 0) queue.discard(kept);
    kept = new Set();
  };
  const onVisibilityChange = () => (win.document.visibilityState === 'hidden' ? hide() : show());
  return {
    start() {
      if (started) return;
      started = true;
      for (const event of carryOver.take()) queue.enqueue(event);
      unsubscribe = queue.subscribe(() => {
        if (hidden) keep();
      });
      win.addEventListener('pagehide', hide);
      win.addEventListener('pageshow', show);
      win.document.addEventListener('visibilitychange', onVisibilityChange);
    },
    stop() {
      unsubscribe();
      win.removeEventListener('pagehide', hide);
      win.removeEventListener('pageshow', show);
      win.document.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
