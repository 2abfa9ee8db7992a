import { DEFAULT_LOAD_TIMEOUT_MS } from '@storefront/contracts';
import { LoadTimeoutError } from '@storefront/platform';
import type { RegisteredBlock } from './block-definition';
import { lazyBlock, reserve } from './lazy-block';

const block = { contentType: 'PromoBar' } as unknown as RegisteredBlock;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('lazyBlock', () => {
  it('loads the code once and gives every caller the same block', async () => {
    const importBlock = jest.fn(() => Promise.resolve({ default: block }));
    const lazy = lazyBlock(importBlock, reserve(72, 56, 56));
    await expect(lazy.load()).resolves.toBe(block);
    await expect(lazy.load()).resolves.toBe(block);
    expect(importBlock).toHaveBeenCalledTimes(1);
  });

  it(`gives up code that has not arrived within ${DEFAULT_LOAD_TIMEOUT_MS} ms, and asks again next time`, async () => {
    const importBlock = jest.fn(() => new Promise<{ default: RegisteredBlock }>(() => undefined));
    const lazy = lazyBlock(importBlock, reserve(72, 56, 56));
    let outcome: unknown = 'pending';
    void lazy.load().catch((error: unknown) => (outcome = error));
    await jest.advanceTimersByTimeAsync(DEFAULT_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(LoadTimeoutError);
    void lazy.load().catch(() => undefined);
    expect(importBlock).toHaveBeenCalledTimes(2);
  });
});
