import { createCarryOverOnLeave, type CarryOverOnLeave } from '../browser/carry-over-on-leave';
import { QueueHarness, DETAILS } from '../test-support/queue-harness';
import { CARRY_OVER_KEY } from './pending-carry-over';
import { SID_ERROR_MESSAGE } from './sid-source';
import { TrackingQueue } from './tracking-queue';

type Step = 'event' | 'tagManager' | 'sid' | 'sidFails' | 'sidMalformed';

/** Runs the steps; after each, nothing may be out before both are there, and everything once they are. */
async function run(harness: QueueHarness, steps: readonly Step[]): Promise<void> {
  let sidRequestFailed = false;
  let sidArrived = false;
  let tagManagerLoaded = false;
  for (const step of steps) {
    if (step === 'event') harness.raise();
    if (step === 'tagManager') harness.tagManagerReady();
    if (step === 'sid' || step === 'sidFails' || step === 'sidMalformed') {
      if (sidRequestFailed) await harness.waitForRetry();
      if (step === 'sid') await harness.answerSid({ sid: 'sid-42' });
      if (step === 'sidFails') await harness.failSid();
      if (step === 'sidMalformed') await harness.answerSid({ sid: 42 });
      sidRequestFailed = step !== 'sid';
      sidArrived ||= step === 'sid';
    }
    tagManagerLoaded ||= step === 'tagManager';
    expect(harness.pushed).toHaveLength(sidArrived && tagManagerLoaded ? harness.raised : 0);
  }
}

function expectAllPushedOnceInOrder(harness: QueueHarness): void {
  const expected = Array.from({ length: harness.raised }, (_, index) => String(index + 1));
  expect(harness.pushedIds()).toEqual(expected);
  expect(harness.pushed.map((entry) => entry.sequence)).toEqual(expected.map(Number));
  expect(harness.pushed.every((entry) => entry.sid === 'sid-42')).toBe(true);
  expect(harness.queue.getSnapshot().pendingCount).toBe(0);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('events wait for the tag manager and the sid, then go out in raise order (spec section 4)', () => {
  const scenarios: Array<[string, Step[]]> = [
    ['tag manager late', ['sid', 'event', 'event', 'tagManager', 'event']],
    ['sid late', ['tagManager', 'event', 'event', 'sid', 'event']],
    ['both late, tag manager first', ['event', 'tagManager', 'event', 'sid', 'event']],
    ['both late, sid first', ['event', 'sid', 'event', 'tagManager', 'event']],
    ['sid fails then succeeds', ['tagManager', 'event', 'sidFails', 'event', 'sid', 'event']],
    ['sid badly formed then succeeds', ['tagManager', 'event', 'sidMalformed', 'event', 'sid', 'event']],
    ['sid fails twice while the tag manager is late', ['event', 'sidFails', 'event', 'sidFails', 'tagManager', 'event', 'sid']],
    ['both ready before any event', ['tagManager', 'sid', 'event', 'event']],
  ];

  it.each(scenarios)('%s', async (_name, steps) => {
    const harness = new QueueHarness();
    await run(harness, steps);
    expectAllPushedOnceInOrder(harness);
  });

  it('pushes nothing while either is missing', async () => {
    const onlyTagManager = new QueueHarness();
    await run(onlyTagManager, ['event', 'tagManager', 'event']);
    expect(onlyTagManager.pushed).toEqual([]);
    expect(onlyTagManager.queue.getSnapshot().pendingCount).toBe(2);

    const onlySid = new QueueHarness();
    await run(onlySid, ['event', 'sid', 'event']);
    expect(onlySid.pushed).toEqual([]);
    expect(onlySid.queue.getSnapshot().pendingCount).toBe(2);
  });

  it('loses and duplicates nothing in any order of three events, a failing sid, a sid and the tag manager', async () => {
    const milestones: Step[] = ['sidFails', 'sid', 'tagManager'];
    // Every interleaving of the three events with the milestones (the sid failure always precedes the sid).
    const orders = permutations<Step>(['event', 'event', 'event', ...milestones]).filter((order) => order.indexOf('sidFails') < order.indexOf('sid'));
    expect(orders.length).toBeGreaterThan(50);
    for (const order of orders) {
      const harness = new QueueHarness();
      await run(harness, order);
      expectAllPushedOnceInOrder(harness);
    }
  });

  it('keeps events queued and logs the spec message while the sid keeps failing', async () => {
    const harness = new QueueHarness();
    await run(harness, ['tagManager', 'event', 'sidFails', 'sidFails', 'sidMalformed']);
    expect(harness.pushed).toEqual([]);
    expect(harness.queue.getSnapshot().pendingCount).toBe(1);
    expect(harness.log).toHaveBeenCalledTimes(3);
    harness.log.mock.calls.forEach(([message]) => expect(message).toBe(SID_ERROR_MESSAGE));
  });
});

describe('TrackingQueue', () => {
  function openQueue(push: (entry: unknown) => void, onPushFailed = jest.fn()) {
    const queue = new TrackingQueue({ push, onPushFailed });
    queue.provideSid('sid-1');
    queue.markTagManagerReady();
    return queue;
  }

  it('builds the documented data-layer entry', () => {
    const push = jest.fn();
    const queue = openQueue(push);
    queue.enqueue({ event: 'CLICK', pageCode: 'web_home', target: { name: 'recommendation_next', id: 'container_1' }, details: DETAILS, data: { slot: 2 } });
    queue.enqueue({ event: 'PAGE_VIEW', pageCode: 'web_home', details: DETAILS });

    expect(push).toHaveBeenNthCalledWith(1, {
      event: 'CLICK',
      pageCode: 'web_home',
      target: { name: 'recommendation_next', id: 'container_1' },
      sid: 'sid-1',
      details: DETAILS,
      data: { slot: 2 },
      sequence: 1,
    });
    expect(push).toHaveBeenNthCalledWith(2, { event: 'PAGE_VIEW', pageCode: 'web_home', sid: 'sid-1', details: DETAILS, sequence: 2 });
  });

  it('keeps an entry whose push failed at the head of the queue and pushes it before later ones', () => {
    const pushed: unknown[] = [];
    const onPushFailed = jest.fn();
    let failNext = true;
    const queue = openQueue((entry) => {
      if (failNext) {
        failNext = false;
        throw new Error('data layer broken');
      }
      pushed.push(entry);
    }, onPushFailed);

    queue.enqueue({ event: 'PAGE_VIEW', pageCode: 'web_home', details: DETAILS });
    expect(onPushFailed).toHaveBeenCalledWith(expect.objectContaining({ message: 'data layer broken' }), expect.objectContaining({ sequence: 1 }));
    expect(queue.getSnapshot().pendingCount).toBe(1);

    queue.enqueue({ event: 'PAGE_VIEW', pageCode: 'web_pdp', details: DETAILS });
    expect(pushed).toEqual([expect.objectContaining({ sequence: 1 }), expect.objectContaining({ sequence: 2 })]);
  });

  it('does not let an event raised during a push overtake the events already waiting', () => {
    const pushed: number[] = [];
    const queue = new TrackingQueue({
      push: (entry) => {
        pushed.push(entry.sequence);
        if (entry.sequence === 1) queue.enqueue({ event: 'PAGE_VIEW', pageCode: 'web_home', details: DETAILS });
      },
      onPushFailed: jest.fn(),
    });
    queue.enqueue({ event: 'PAGE_VIEW', pageCode: 'web_home', details: DETAILS });
    queue.enqueue({ event: 'PAGE_VIEW', pageCode: 'web_home', details: DETAILS });
    queue.provideSid('sid-1');
    queue.markTagManagerReady();

    expect(pushed).toEqual([1, 2, 3]);
  });

  it('tells subscribers about every change and keeps the snapshot stable between changes', () => {
    const queue = new TrackingQueue({ push: jest.fn(), onPushFailed: jest.fn() });
    const listener = jest.fn();
    queue.subscribe(listener);
    const before = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(before);

    queue.enqueue({ event: 'PAGE_VIEW', pageCode: 'web_home', details: DETAILS });
    queue.markTagManagerReady();
    queue.provideSid('sid-1');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(queue.getSnapshot()).toEqual({
      pushed: [expect.objectContaining({ sequence: 1 })],
      pendingCount: 0,
      tagManagerReady: true,
      sidAvailable: true,
    });
  });
});

describe('events of a page left before the queue opened go out on the next page of the visit, once', () => {
  let documents: CarryOverOnLeave[] = [];
  let visibility: DocumentVisibilityState = 'visible';

  /** A page of the visit in this tab: its queue (waiting for its sid and tag manager) and its carry-over. */
  function openPage(name: string): QueueHarness {
    const harness = new QueueHarness();
    const carryOver = createCarryOverOnLeave(window, harness.queue, name);
    carryOver.start();
    documents.push(carryOver);
    return harness;
  }
  async function openQueueOf(harness: QueueHarness, sid: string): Promise<void> {
    harness.tagManagerReady();
    await harness.answerSid({ sid });
  }
  function click(harness: QueueHarness, id: string, path: string): void {
    harness.queue.enqueue({
      event: 'CLICK',
      pageCode: 'web_home',
      target: { name: 'hero_banner', id },
      details: { ...DETAILS, pageLocation: `http://localhost${path}` },
    });
  }
  function setVisibility(state: DocumentVisibilityState): void {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  }
  /** The page goes (a link to another document): it is hidden, then its document is gone. */
  function leave(): void {
    window.dispatchEvent(new Event('pagehide'));
    documents.forEach((carryOver) => carryOver.stop());
    documents = [];
  }
  const pushedClicks = (harness: QueueHarness) => harness.pushed.map(({ target, sequence, sid, details }) => [target?.id, sequence, sid, details.pageLocation]);

  beforeAll(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterAll(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  });
  afterEach(() => {
    documents.forEach((carryOver) => carryOver.stop());
    documents = [];
    visibility = 'visible';
    window.sessionStorage.clear();
  });

  it('a tap that leaves the page: the next page sends its events first, in order, numbered anew, with its sid', async () => {
    const landing = openPage('landing');
    click(landing, 'slide_1', '/');
    click(landing, 'slide_2', '/');
    await jest.advanceTimersByTimeAsync(1500);
    leave();

    const next = openPage('next');
    click(next, 'own', '/eigenmarken');
    await openQueueOf(next, 'sid-7');
    expect(pushedClicks(next)).toEqual([
      ['slide_1', 1, 'sid-7', 'http://localhost/'],
      ['slide_2', 2, 'sid-7', 'http://localhost/'],
      ['own', 3, 'sid-7', 'http://localhost/eigenmarken'],
    ]);
    expect(window.sessionStorage.getItem(CARRY_OVER_KEY)).toBeNull();

    leave();
    const third = openPage('third');
    await openQueueOf(third, 'sid-7');
    expect(third.pushed).toEqual([]);
  });

  it('a page only reported hidden (a phone) and then discarded: the next page sends its events', async () => {
    const landing = openPage('landing');
    click(landing, 'slide_1', '/');
    setVisibility('hidden');
    // Raised while hidden (a timer's impression): kept too.
    click(landing, 'slide_2', '/');
    documents.forEach((carryOver) => carryOver.stop());
    documents = [];
    visibility = 'visible';

    const next = openPage('reloaded');
    await openQueueOf(next, 'sid-7');
    expect(next.pushedIds()).toEqual(['slide_1', 'slide_2']);
  });

  it('a page hidden and shown again (another tab) sends its events itself, and carries nothing over', async () => {
    const landing = openPage('landing');
    click(landing, 'slide_1', '/');
    setVisibility('hidden');
    setVisibility('visible');
    expect(window.sessionStorage.getItem(CARRY_OVER_KEY)).toBeNull();
    await openQueueOf(landing, 'sid-7');
    expect(landing.pushedIds()).toEqual(['slide_1']);

    leave();
    const next = openPage('next');
    await openQueueOf(next, 'sid-7');
    expect(next.pushed).toEqual([]);
  });

  it('a page whose queue opens while it is hidden carries over only what it did not send', async () => {
    const landing = openPage('landing');
    click(landing, 'slide_1', '/');
    setVisibility('hidden');
    expect(window.sessionStorage.getItem(CARRY_OVER_KEY)).toContain('slide_1');
    await openQueueOf(landing, 'sid-7');
    click(landing, 'slide_2', '/');
    window.dispatchEvent(new Event('pagehide'));
    expect(landing.pushedIds()).toEqual(['slide_1', 'slide_2']);
    expect(window.sessionStorage.getItem(CARRY_OVER_KEY)).toBeNull();
  });

  it('a page restored from the back-forward cache drops what the next page sent, and sends the rest', async () => {
    const landing = openPage('landing');
    click(landing, 'slide_1', '/');
    window.dispatchEvent(new Event('pagehide'));
    const next = openPage('next');
    await openQueueOf(next, 'sid-7');
    expect(next.pushedIds()).toEqual(['slide_1']);

    window.dispatchEvent(new Event('pageshow'));
    click(landing, 'slide_2', '/');
    await openQueueOf(landing, 'sid-7');
    expect(landing.pushedIds()).toEqual(['slide_2']);
  });
});

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const seen = new Set<string>();
  const result: T[][] = [];
  items.forEach((item, index) => {
    const rest = [...items.slice(0, index), ...items.slice(index + 1)];
    for (const tail of permutations(rest)) {
      const order = [item, ...tail];
      const key = JSON.stringify(order);
      if (!seen.has(key)) {
        seen.add(key);
        result.push(order);
      }
    }
  });
  return result;
}
