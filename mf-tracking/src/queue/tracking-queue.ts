import type { DataLayerEntry, RaisedEvent, UnnumberedEvent } from './data-layer-entry';

export interface TrackingQueueSnapshot {
  /** Entries pushed so far, in push order. */
  pushed: readonly DataLayerEntry[];
  /** Events raised but not pushed yet. */
  pendingCount: number;
  tagManagerReady: boolean;
  sidAvailable: boolean;
}

export interface TrackingQueueOptions {
  /** Hands one entry to the tag manager (window.dataLayer in the browser). May throw. */
  push(entry: DataLayerEntry): void;
  /** Called when push throws; the entry stays at the head of the queue and is pushed again later. */
  onPushFailed(error: unknown, entry: DataLayerEntry): void;
}

/**
 * The page's tracking queue (spec section 4): events are numbered when raised and held until the tag manager
 * has loaded and a session id is available; then they are pushed in raise order, each exactly once.
 */
export class TrackingQueue {
  private readonly pending: RaisedEvent[] = [];
  private readonly pushed: DataLayerEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private lastSequence = 0;
  private sid: string | undefined;
  private tagManagerReady = false;
  private flushing = false;
  private snapshot: TrackingQueueSnapshot;

  constructor(private readonly options: TrackingQueueOptions) {
    this.snapshot = this.createSnapshot();
  }

  /** Numbers the event in raise order and pushes it as soon as the queue is open. Returns its sequence. */
  enqueue(event: UnnumberedEvent): number {
    this.lastSequence += 1;
    this.pending.push({ ...event, sequence: this.lastSequence });
    this.flush();
    return this.lastSequence;
  }

  /** The events raised and not pushed yet, in raise order. */
  pendingEvents(): readonly RaisedEvent[] {
    return [...this.pending];
  }

  /** Drops these of the pending events (another page has sent them). */
  discard(events: ReadonlySet<RaisedEvent>): void {
    const kept = this.pending.filter((event) => !events.has(event));
    this.pending.splice(0, this.pending.length, ...kept);
    this.publish();
  }

  provideSid(sid: string): void {
    this.sid = sid;
    this.flush();
  }

  markTagManagerReady(): void {
    this.tagManagerReady = true;
    this.flush();
  }

  getSnapshot = (): TrackingQueueSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private flush(): void {
    // A push that raises another event (synchronously) must not overtake the events already waiting.
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.sid !== undefined && this.tagManagerReady && this.pending.length > 0) {
        const entry = toDataLayerEntry(this.pending[0] as RaisedEvent, this.sid);
        try {
          this.options.push(entry);
        } catch (error) {
          this.options.onPushFailed(error, entry);
          break;
        }
        this.pending.shift();
        this.pushed.push(entry);
      }
    } finally {
      this.flushing = false;
      this.publish();
    }
  }

  private publish(): void {
    const next = this.createSnapshot();
    const previous = this.snapshot;
    if (
      next.pushed.length === previous.pushed.length &&
      next.pendingCount === previous.pendingCount &&
      next.tagManagerReady === previous.tagManagerReady &&
      next.sidAvailable === previous.sidAvailable
    ) {
      return;
    }
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }

  private createSnapshot(): TrackingQueueSnapshot {
    return {
      pushed: [...this.pushed],
      pendingCount: this.pending.length,
      tagManagerReady: this.tagManagerReady,
      sidAvailable: this.sid !== undefined,
    };
  }
}

function toDataLayerEntry(event: RaisedEvent, sid: string): DataLayerEntry {
  const { event: name, pageCode, target, details, data, abTests, sequence } = event;
  return {
    event: name,
    pageCode,
    ...(target ? { target } : {}),
    sid,
    details,
    ...(data ? { data } : {}),
    ...(abTests ? { abTests } : {}),
    sequence,
  };
}
