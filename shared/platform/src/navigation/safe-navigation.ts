import { getSiteConfig } from '../config/storefront-config';

function hostMatches(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

/**
 * Navigation targets from data: relative shop paths, or http(s) URLs on one of the shop's known domains.
 * Rejects `javascript:`, `data:`, protocol-relative `//evil.example` and foreign domains.
 */
export function isSafeNavigationTarget(target: unknown, knownDomains = getSiteConfig().knownDomains): target is string {
  if (typeof target !== 'string') return false;
  const trimmed = target.trim();
  if (trimmed === '') return false;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return true;
  if (trimmed.startsWith('#')) return true;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return knownDomains.some((domain) => hostMatches(url.hostname, domain));
}

/** The target if it is safe, otherwise undefined (render no link rather than a dangerous one). */
export function safeHref(target: unknown): string | undefined {
  return isSafeNavigationTarget(target) ? target.trim() : undefined;
}
