import { DETAILS } from '../test-support/queue-harness';
import type { RaisedEvent } from './data-layer-entry';
import { CARRY_OVER_KEY, CARRY_OVER_MAX_CHARS, CARRY_OVER_MAX_EVENTS, createPendingCarryOver, type CarryOverStorage } from './pending-carry-over';

function clicks(count: number, data?: Record<string, unknown>): RaisedEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    event: 'CLICK',
    pageCode: 'web_home',
    target: { name: 'product_card', id: String(index + 1) },
    details: DETAILS,
    ...(data ? { data } : {}),
    sequence: index + 1,
  }));
}
const ids = (events: ReadonlyArray<{ target?: { id: string } }>) => events.map((event) => event.target?.id);

afterEach(() => window.sessionStorage.clear());

describe('PendingCarryOver', () => {
  const carryOver = createPendingCarryOver(() => window.sessionStorage);

  it('hands the kept events over without their numbers, each page in raise order, and only once', () => {
    carryOver.keep('first', clicks(2));
    carryOver.keep('second', clicks(1));
    carryOver.keep('first', clicks(3));
    const taken = carryOver.take();
    expect(ids(taken)).toEqual(['1', '1', '2', '3']);
    expect(taken[0]).toEqual({ event: 'CLICK', pageCode: 'web_home', target: { name: 'product_card', id: '1' }, details: DETAILS });
    expect(carryOver.take()).toEqual([]);
  });

  it(`keeps at most ${CARRY_OVER_MAX_EVENTS} events, the oldest, and says which`, () => {
    carryOver.keep('other', clicks(10));
    const kept = carryOver.keep('page', clicks(CARRY_OVER_MAX_EVENTS));
    expect(kept).toHaveLength(CARRY_OVER_MAX_EVENTS - 10);
    expect(kept.at(-1)?.sequence).toBe(CARRY_OVER_MAX_EVENTS - 10);
    expect(carryOver.take()).toHaveLength(CARRY_OVER_MAX_EVENTS);
  });

  it(`keeps at most ${CARRY_OVER_MAX_CHARS} characters of JSON`, () => {
    const kept = carryOver.keep('page', clicks(10, { text: 'x'.repeat(CARRY_OVER_MAX_CHARS / 4) }));
    expect(kept).toHaveLength(3);
    expect(window.sessionStorage.getItem(CARRY_OVER_KEY)?.length).toBeLessThanOrEqual(CARRY_OVER_MAX_CHARS);
  });

  it('tells a page whether what it kept is still there, and removes it', () => {
    carryOver.keep('page', clicks(1));
    carryOver.keep('other', clicks(1));
    expect(carryOver.reclaim('page')).toBe(true);
    expect(carryOver.reclaim('page')).toBe(false);
    expect(carryOver.take()).toHaveLength(1);
  });

  it('ignores and removes what it cannot read', () => {
    for (const stored of ['{not json', '{"page":"x"}', JSON.stringify([{ page: 'x', events: [{ event: 'CLICK', pageCode: '' }] }])]) {
      window.sessionStorage.setItem(CARRY_OVER_KEY, stored);
      expect(carryOver.take()).toEqual([]);
      expect(window.sessionStorage.getItem(CARRY_OVER_KEY)).toBeNull();
    }
  });

  it('carries nothing over, and throws nothing, where the storage throws (private mode, full quota, switched off)', () => {
    const quotaExceeded: CarryOverStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const full = createPendingCarryOver(() => quotaExceeded);
    expect(full.keep('page', clicks(2))).toEqual([]);
    expect(full.reclaim('page')).toBe(false);

    const switchedOff = createPendingCarryOver(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(switchedOff.keep('page', clicks(2))).toEqual([]);
    expect(switchedOff.reclaim('page')).toBe(false);
    expect(switchedOff.take()).toEqual([]);
  });
});
