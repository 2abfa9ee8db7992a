import { v } from '@storefront/platform';
import type { RaisedEvent, UnnumberedEvent } from './data-layer-entry';

/** The session-storage key of the events pages left unsent for the next page of the visit in the same tab. */
export const CARRY_OVER_KEY = 'storefront-tracking-carry-over';
/** At most this many events are carried over, all pages' together (the oldest of each page first) ... */
export const CARRY_OVER_MAX_EVENTS = 50;
/** ... and at most this many characters of their JSON (UTF-16 code units: some 64 KB of the tab's storage). */
export const CARRY_OVER_MAX_CHARS = 32_000;

/** The part of `sessionStorage` used; a getter, since even reading `window.sessionStorage` may throw. */
export type CarryOverStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Events a page could not send before it was left, kept for the next page of the visit. Storage that throws (Safari's
 * private mode, a full quota, storage switched off) or holds something unreadable means nothing is carried over.
 */
export interface PendingCarryOver {
  /** Keeps the page's pending events, replacing what it kept before; returns those kept (the bounds may cut the rest). */
  keep(page: string, events: readonly RaisedEvent[]): readonly RaisedEvent[];
  /** Removes what the page kept; false when it is gone (a next page took it, or it could not be read). */
  reclaim(page: string): boolean;
  /** Takes, once, the events earlier pages kept, each page's in raise order. */
  take(): UnnumberedEvent[];
}

const name = v.pipe(v.string(), v.minLength(1));
const unnumberedEvent = v.object({
  event: v.picklist(['PAGE_VIEW', 'IMPRESSION', 'CLICK', 'AB_TEST']),
  pageCode: name,
  target: v.optional(v.object({ name, id: name })),
  details: v.object({
    domain: v.string(),
    locale: v.string(),
    siteId: v.number(),
    pageLocation: v.string(),
    currencyCode: v.string(),
    platform: v.picklist(['IOS', 'ANDROID', 'WEB']),
    audiences: v.array(v.string()),
  }),
  data: v.optional(v.looseObject({})),
  abTests: v.optional(v.array(v.object({ experiment: name, variant: name }))),
});
const carries = v.array(v.object({ page: v.string(), events: v.array(unnumberedEvent) }));
type Carry = v.InferOutput<typeof carries>[number];

export function createPendingCarryOver(storage: () => CarryOverStorage): PendingCarryOver {
  const read = (): Carry[] | undefined => {
    const stored = storage().getItem(CARRY_OVER_KEY);
    if (stored === null) return [];
    const parsed = v.safeParse(carries, JSON.parse(stored));
    return parsed.success ? parsed.output : undefined;
  };
  const write = (kept: Carry[]) => {
    if (kept.length === 0) storage().removeItem(CARRY_OVER_KEY);
    else storage().setItem(CARRY_OVER_KEY, JSON.stringify(kept));
  };
  return {
    keep(page, events) {
      try {
        const others = (read() ?? []).filter((carry) => carry.page !== page);
        let eventsLeft = CARRY_OVER_MAX_EVENTS - others.reduce((count, carry) => count + carry.events.length, 0);
        let charsLeft = CARRY_OVER_MAX_CHARS - JSON.stringify([...others, { page, events: [] }]).length;
        const kept: RaisedEvent[] = [];
        const stored: UnnumberedEvent[] = [];
        for (const event of events) {
          // The next page numbers them again.
          const { sequence: _sequence, ...unnumbered } = event;
          // With the comma before it.
          charsLeft -= JSON.stringify(unnumbered).length + 1;
          eventsLeft -= 1;
          if (eventsLeft < 0 || charsLeft < 0) break;
          kept.push(event);
          stored.push(unnumbered);
        }
        write(stored.length > 0 ? [...others, { page, events: stored }] : others);
        return kept;
      } catch {
        return [];
      }
    },
    reclaim(page) {
      try {
        const stored = read();
        if (!stored?.some((carry) => carry.page === page)) return false;
        write(stored.filter((carry) => carry.page !== page));
        return true;
      } catch {
        return false;
      }
    },
    take() {
      let stored: Carry[] | undefined;
      try {
        stored = read();
      } catch {
        stored = undefined;
      }
      try {
        // Also what could not be read: no page tries it again.
        storage().removeItem(CARRY_OVER_KEY);
      } catch {
        // Read-only or missing storage: nothing to remove.
      }
      return (stored ?? []).flatMap((carry) => carry.events);
    },
  };
}
