import { createHttpHeaders, createPipelineRequest, type PipelineResponse } from '@azure/core-rest-pipeline';
import { backoffMs, COMMAND_RETRY_BOUNDS, describeRetry, isSafeToRepeat, retryAfterMs } from './transient-retry-policy';

function response(headers: Record<string, string>): PipelineResponse {
  return { status: 503, headers: createHttpHeaders(headers), request: createPipelineRequest({ url: 'http://store.example/c/b' }) };
}

describe('the retry bounds', () => {
  it('waits exponentially longer, capped, each wait in the upper half of its ceiling', () => {
    const bounds = COMMAND_RETRY_BOUNDS;
    expect([2, 3, 4, 5, 6].map((nextTry) => backoffMs(nextTry, bounds, () => 0))).toEqual([250, 500, 1000, 2000, 2000]);
    expect([2, 3, 4, 5, 6].map((nextTry) => backoffMs(nextTry, bounds, () => 1))).toEqual([500, 1000, 2000, 4000, 4000]);
  });

  it('keeps the commands’ waits of three tries well within 10 s', () => {
    const worst = backoffMs(2, COMMAND_RETRY_BOUNDS, () => 1) + backoffMs(3, COMMAND_RETRY_BOUNDS, () => 1);
    expect(COMMAND_RETRY_BOUNDS.maxTries).toBe(3);
    expect(worst).toBeLessThanOrEqual(COMMAND_RETRY_BOUNDS.budgetMs);
  });
});

describe('Retry-After', () => {
  it('reads seconds, an HTTP date and Azure’s milliseconds', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterMs(response({ 'Retry-After': '2' }), now)).toBe(2000);
    expect(retryAfterMs(response({ 'Retry-After': 'Sat, 28 Nov 2026 10:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(response({ 'Retry-After': 'Sat, 28 Nov 2026 09:00:00 GMT' }), now)).toBe(0);
    expect(retryAfterMs(response({ 'x-ms-retry-after-ms': '150', 'Retry-After': '9' }), now)).toBe(150);
  });

  it('ignores a missing or meaningless one', () => {
    expect(retryAfterMs(response({}))).toBeUndefined();
    expect(retryAfterMs(response({ 'Retry-After': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(response({ 'Retry-After': '-3' }))).toBeUndefined();
  });
});

describe('which requests may be repeated', () => {
  const request = (method: 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'POST', headers: Record<string, string> = {}) =>
    createPipelineRequest({ url: 'http://store.example/c/b', method, headers: createHttpHeaders(headers) });

  it('reads and conditional writes', () => {
    expect(isSafeToRepeat(request('GET'))).toBe(true);
    expect(isSafeToRepeat(request('HEAD'))).toBe(true);
    expect(isSafeToRepeat(request('PUT', { 'If-None-Match': '*' }))).toBe(true);
    expect(isSafeToRepeat(request('PUT', { 'If-Match': '"0x8D"' }))).toBe(true);
  });

  it('not unconditional writes, deletes or posts', () => {
    expect(isSafeToRepeat(request('PUT'))).toBe(false);
    expect(isSafeToRepeat(request('DELETE', { 'If-Match': '"0x8D"' }))).toBe(false);
    expect(isSafeToRepeat(request('POST'))).toBe(false);
  });
});

it('says a retry in one line', () => {
  expect(
    describeRetry({ request: 'GET /devstoreaccount1/storefront-mf-own-brand/live.json', reason: 'ECONNRESET', nextTry: 2, maxTries: 3, delayMs: 640 }),
  ).toBe('The storage did not answer GET /devstoreaccount1/storefront-mf-own-brand/live.json (ECONNRESET): trying again in 0.6 s (try 2 of 3).');
});
