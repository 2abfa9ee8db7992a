import type { FieldTokenClaims } from '@storefront/contracts';
import { AcceptedOnce, FIELD_TOKEN_LIFETIME_MS } from '../src/field/field-token';

const MINUTE = 60 * 1000;
const claims = (id: string, issuedAt: number): FieldTokenClaims => ({ id, issuedAt, releases: {} });

describe('AcceptedOnce', () => {
  it('takes each view of a token once', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const accepted = new AcceptedOnce(10, () => now);
    expect(accepted.take(claims('a', now), 0)).toBe('accepted');
    expect(accepted.take(claims('a', now), 1)).toBe('accepted');
    expect(accepted.take(claims('a', now), 0)).toBe('replayed');
  });

  it('forgets an expired view that came after one expiring later, so a full server takes reports again', () => {
    let now = Date.parse('2026-11-28T12:00:00Z');
    const accepted = new AcceptedOnce(2, () => now);
    // A fresh document's view, then a view of a page left open for 59 minutes: full.
    expect(accepted.take(claims('fresh', now), 0)).toBe('accepted');
    expect(accepted.take(claims('left-open', now - FIELD_TOKEN_LIFETIME_MS + MINUTE), 3)).toBe('accepted');
    expect(accepted.take(claims('next', now), 0)).toBe('too-many-reports');
    now += 2 * MINUTE;
    expect(accepted.take(claims('next', now), 0)).toBe('accepted');
    expect(accepted.take(claims('fresh', now), 0)).toBe('replayed');
  });
});
