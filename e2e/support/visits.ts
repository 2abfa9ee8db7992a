import { CONSENT_COOKIE } from '@storefront/contracts';
import { SHELL_URL } from './urls';

/** The routes the benchmarks measure. */
export const BENCH_ROUTES = ['/', '/account', '/eigenmarken'] as const;

/**
 * The kinds of visit the benchmarks measure, both logged out and with an empty cache: a first visit (no consent
 * decision yet, so the shell shows its banner) and a returning visitor who gave consent (the shell's consent
 * cookie set to 1 before the page loads, so personalisation calls run).
 */
export interface Visit {
  kind: 'first' | 'returning';
  label: string;
  cookies: { name: string; value: string; url: string }[];
}

export const VISITS: readonly Visit[] = [
  { kind: 'first', label: 'first visit', cookies: [] },
  { kind: 'returning', label: 'consent given', cookies: [{ name: CONSENT_COOKIE, value: '1', url: SHELL_URL }] },
];
