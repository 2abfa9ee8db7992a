import type { FieldTokenClaims } from '@storefront/contracts';
import { AcceptedOnce, FIELD_TOKEN_LIFETIME_MS } from '../src/field/field-token';

const MINUTE = 60 * 1000;
const CLIENT = '203.0.113.7';
const claims = (id: string, issuedAt: number): FieldTokenClaims => ({ id, issuedAt, releases: {} });

describe('AcceptedOnce', () => {
  it('takes each view of a token once', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const accepted = new AcceptedOnce(10, () => now);
    expect(accepted.take(claims('a', now), 0, CLIENT)).toBe('accepted');
    expect(accepted.take(claims('a', now), 1, CLIENT)).toBe('accepted');
    expect(accepted.take(claims('a', now), 0, CLIENT)).toBe('replayed');
  });

  it('forgets an expired view that came after one expiring later, so a full server takes reports again', () => {
    let now = Date.parse('2026-11-28T12:00:00Z');
    const accepted = new AcceptedOnce(2, () => now);
    // A fresh document's view, then a view of a page left open for 59 minutes: full.
    expect(accepted.take(claims('fresh', now), 0, CLIENT)).toBe('accepted');
    expect(accepted.take(claims('left-open', now - FIELD_TOKEN_LIFETIME_MS + MINUTE), 3, CLIENT)).toBe('accepted');
    expect(accepted.take(claims('next', now), 0, CLIENT)).toBe('too-many-reports');
    now += 2 * MINUTE;
    expect(accepted.take(claims('next', now), 0, CLIENT)).toBe('accepted');
    expect(accepted.take(claims('fresh', now), 0, CLIENT)).toBe('replayed');
  });

  it("refuses a client past its share, takes another client's view meanwhile, and the first again once its own expire", () => {
    let now = Date.parse('2026-11-28T12:00:00Z');
    const accepted = new AcceptedOnce(10, () => now, 2);
    expect(accepted.take(claims('flood', now), 0, CLIENT)).toBe('accepted');
    expect(accepted.take(claims('flood', now), 1, CLIENT)).toBe('accepted');
    expect(accepted.take(claims('flood', now), 2, CLIENT)).toBe('rate-limited');
    expect(accepted.take(claims('shopper', now), 0, '198.51.100.20')).toBe('accepted');
    // The flood's pairs expire with its tokens: the client has its share again, and no more.
    now += FIELD_TOKEN_LIFETIME_MS + MINUTE;
    expect(accepted.take(claims('flood-later', now), 0, CLIENT)).toBe('accepted');
    expect(accepted.take(claims('flood-later', now), 1, CLIENT)).toBe('accepted');
    expect(accepted.take(claims('flood-later', now), 2, CLIENT)).toBe('rate-limited');
  });

  it("keeps the server's bound over all clients", () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const accepted = new AcceptedOnce(2, () => now, 2);
    expect(accepted.take(claims('a', now), 0, 'one')).toBe('accepted');
    expect(accepted.take(claims('b', now), 0, 'two')).toBe('accepted');
    expect(accepted.take(claims('c', now), 0, 'three')).toBe('too-many-reports');
  });
});
