import { getSiteConfig, isPlatformConfigured } from '../config/storefront-config';

/**
 * Longer than this, a URL from data is broken data, not an address (browsers and CDNs cut far shorter ones); it is
 * refused before it is parsed, which also keeps a megabyte of text from being parsed as a URL.
 */
export const MAX_URL_LENGTH = 2048;

/** Schemes a rich-text link may use besides the shop's own pages: they open a mail or phone app, never a page. */
const CONTACT_SCHEMES = new Set(['mailto:', 'tel:']);

export interface SafeNavigationOptions {
  /** Domains of the shop family; defaults to the configured site's `knownDomains`. */
  knownDomains?: readonly string[];
  /** The origin relative targets resolve against; defaults to the page's origin (or the site's domain without a page). */
  shopOrigin?: string;
  /** Also accept `mailto:` and `tel:` (rich-text contact links). */
  allowContactLinks?: boolean;
}

function hostMatches(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

function defaultShopOrigin(): string {
  if (typeof window !== 'undefined' && window.location.origin !== 'null') return window.location.origin;
  return `https://www.${isPlatformConfigured() ? getSiteConfig().domain : 'invalid.invalid'}`;
}

/**
 * Only absolute URLs, shop paths (`/…`) and in-page anchors (`#…`) are candidates. A path relative to the
 * current document (`shop/katzen`) would mean something else on every page, so it is refused.
 */
function hasCandidateForm(value: string): boolean {
  return value.startsWith('/') || value.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(value);
}

/**
 * The one decision about navigation targets from data (links, redirects, rich text). The target is resolved
 * exactly as the browser will resolve it (`new URL(target, shopOrigin)`: tabs and newlines removed, backslashes
 * read as slashes, `//host` and `https:host` made absolute, dot segments removed), and only then judged: it must be
 * http(s) on the shop's own origin or on one of its known domains, without user info, its path not starting with
 * `//`. Returns the resolved URL or undefined.
 */
export function resolveSafeNavigationTarget(target: unknown, options: SafeNavigationOptions = {}): URL | undefined {
  if (typeof target !== 'string') return undefined;
  const trimmed = target.trim();
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH || !hasCandidateForm(trimmed)) return undefined;
  const shopOrigin = options.shopOrigin ?? defaultShopOrigin();
  let url: URL;
  try {
    url = new URL(trimmed, shopOrigin);
  } catch {
    return undefined;
  }
  if (options.allowContactLinks && CONTACT_SCHEMES.has(url.protocol)) return url;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  // `/.//evil.example` and `/a/..//evil.example` resolve to a path of the shop that starts with two slashes; written
  // back as a path (safeHref), that is a protocol-relative link to evil.example. No shop page has such a path.
  if (url.pathname.startsWith('//')) return undefined;
  if (url.origin === shopOrigin) return url;
  const knownDomains = options.knownDomains ?? getSiteConfig().knownDomains;
  return knownDomains.some((domain) => hostMatches(url.hostname, domain.toLowerCase())) ? url : undefined;
}

export function isSafeNavigationTarget(target: unknown, options?: SafeNavigationOptions): target is string {
  return resolveSafeNavigationTarget(target, options) !== undefined;
}

/**
 * The href to render for a target from data, or undefined (render no link rather than a dangerous one).
 * What is returned is the resolved URL, never the raw input: a shop page as a path (`/shop/katzen?x=1#y`, an
 * anchor as `#y`), anything else as the absolute URL the browser would have followed; on a shop served over HTTPS an `http:` link
 * is followed over HTTPS (its port kept, as `upgrade-insecure-requests` does; a development server keeps plain HTTP).
 */
export function safeHref(target: unknown, options: SafeNavigationOptions = {}): string | undefined {
  const shopOrigin = options.shopOrigin ?? defaultShopOrigin();
  const url = resolveSafeNavigationTarget(target, { ...options, shopOrigin });
  if (!url) return undefined;
  if (url.protocol === 'http:' && shopOrigin.startsWith('https:')) url.protocol = 'https:';
  if (url.origin !== shopOrigin) return url.href;
  if ((target as string).trim().startsWith('#')) return url.hash || '#';
  return `${url.pathname}${url.search}${url.hash}`;
}
