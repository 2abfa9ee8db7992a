import type { DataLayerEntry, EventDetails, UnnumberedEvent } from '../queue/data-layer-entry';
import { SidSource } from '../queue/sid-source';
import { TrackingQueue } from '../queue/tracking-queue';

export const DETAILS: EventDetails = {
  domain: 'zooplus.de',
  locale: 'de-DE',
  siteId: 1,
  pageLocation: 'http://localhost/',
  currencyCode: 'EUR',
  platform: 'WEB',
  audiences: [],
};

interface Deferred {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * The queue and the sid source wired as on the page, with fakes around them: a sid endpoint the test answers
 * call by call, a tag manager the test declares ready, a data layer that records pushes.
 */
export class QueueHarness {
  readonly pushed: DataLayerEntry[] = [];
  readonly log = jest.fn();
  readonly sidRequests: Deferred[] = [];
  readonly queue = new TrackingQueue({
    push: (entry) => this.pushed.push(entry),
    onPushFailed: jest.fn(),
  });
  readonly sidSource = new SidSource({
    fetchSid: () =>
      new Promise((resolve, reject) => {
        this.sidRequests.push({ resolve, reject });
      }),
    onSid: (sid) => this.queue.provideSid(sid),
    log: this.log,
  });
  private raisedCount = 0;

  constructor() {
    this.sidSource.start();
  }

  /** Raises a CLICK whose target id records the raise order. */
  raise(): void {
    this.raisedCount += 1;
    const event: UnnumberedEvent = {
      event: 'CLICK',
      pageCode: 'web_home',
      target: { name: 'raised', id: String(this.raisedCount) },
      details: DETAILS,
    };
    this.queue.enqueue(event);
  }

  get raised(): number {
    return this.raisedCount;
  }

  tagManagerReady(): void {
    this.queue.markTagManagerReady();
  }

  /** Answers the latest sid request and lets the answer be processed. */
  async answerSid(body: unknown): Promise<void> {
    this.latestRequest().resolve(body);
    await jest.advanceTimersByTimeAsync(0);
  }

  async failSid(error: unknown = new Error('Request failed with status code 500')): Promise<void> {
    this.latestRequest().reject(error);
    await jest.advanceTimersByTimeAsync(0);
  }

  /** Lets the backoff pass so the sid source asks again. */
  async waitForRetry(): Promise<void> {
    const before = this.sidRequests.length;
    await jest.advanceTimersByTimeAsync(30_000);
    if (this.sidRequests.length !== before + 1) throw new Error('the sid source did not retry');
  }

  pushedIds(): string[] {
    return this.pushed.map((entry) => entry.target?.id ?? '');
  }

  private latestRequest(): Deferred {
    const request = this.sidRequests.at(-1);
    if (!request) throw new Error('no sid request is open');
    return request;
  }
}
