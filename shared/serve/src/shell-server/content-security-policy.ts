import { LOOPBACK_ORIGIN_PATTERNS } from '@storefront/contracts/src/local-origins';

/**
 * The shell document's Content-Security-Policy. Scripts run only from the shell's own origin, the fragments' origins
 * (from the registry), the tag manager's (from the config) and, for a squad's override, a local build on this
 * machine; an inline script runs only when its hash is named (the document's own: shell-document.ts). Nothing may
 * frame the shop.
 */
export interface ContentSecurityPolicySources {
  /** The hashes (`'sha256-...'`) of the document's inline scripts: no other inline script runs. */
  scriptHashes: readonly string[];
  /** Origins whose scripts, styles and fonts the shell loads: every fragment in the registry. */
  fragmentOrigins: readonly string[];
  /** Origins the page sends requests to (the APIs, the error and tracking collectors). */
  apiOrigins: readonly string[];
  /** Origins of third-party scripts the config names (the tag manager, loaded only with consent). */
  thirdPartyScriptOrigins: readonly string[];
  /** The deployment allows overrides with local builds (config `localBuildOverrides`): their hosts are named. */
  localBuilds: boolean;
}

/**
 * A squad points its own browser at a build on its own machine (`?mf-override=`, shell/README.md); the shell only
 * accepts overrides to these hosts, so the policy allows them (where the deployment allows overrides) and nothing
 * else that is not in the registry.
 */
export const LOCAL_BUILD_SOURCES = LOOPBACK_ORIGIN_PATTERNS;

/** Where browsers send the policy's violation reports (csp-report-route.ts): this server, same origin. */
export const CSP_REPORT_PATH = '/__csp-reports';
/** The Reporting API's name of that endpoint, which `report-to` refers to. */
export const CSP_REPORT_GROUP = 'csp';
/** The document's `Reporting-Endpoints` header, sent with the policy: it names the endpoint of `report-to`. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** The origin of an http(s) URL, none for anything else (a broken entry is left out, never widens the policy). */
export function originOfUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

function sources(...lists: ReadonlyArray<readonly string[]>): string {
  return [...new Set(lists.flat())].join(' ');
}

export function contentSecurityPolicy({
  scriptHashes,
  fragmentOrigins,
  apiOrigins,
  thirdPartyScriptOrigins,
  localBuilds,
}: ContentSecurityPolicySources): string {
  const local = localBuilds ? LOCAL_BUILD_SOURCES : [];
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': sources(["'self'"], scriptHashes, fragmentOrigins, thirdPartyScriptOrigins, local),
    // Inline style attributes (React's style prop, reserved heights) are no script vector; styles stay open to them.
    'style-src': sources(["'self'", "'unsafe-inline'"], fragmentOrigins, local),
    // Pictures come from whichever image CDN content names (ResponsiveImage accepts any http(s) picture): a picture
    // runs no code, and the sanitiser and imageSource keep script schemes out.
    'img-src': "'self' data: https: http:",
    'font-src': sources(["'self'"], fragmentOrigins),
    'connect-src': sources(["'self'"], fragmentOrigins, apiOrigins, local),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    // Violations are reported (counted in the field figures): `report-to` for browsers with the Reporting API, which
    // then ignore `report-uri`; `report-uri` for the others (Firefox).
    'report-uri': CSP_REPORT_PATH,
    'report-to': CSP_REPORT_GROUP,
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
