import crypto from 'node:crypto';
import { parseCookie, stringifyCookie } from 'cookie';
import {
  CONSENT_COOKIE,
  containerName,
  FIRST_VIEW_COOKIES,
  FRAGMENTS,
  routeOwner,
  versionSkew,
  type BuiltAgainst,
  type RegistryDocument,
  type RegistryEntry,
} from '@storefront/contracts';
import type { RenderedDocument } from '../static-server';
import { contentSecurityPolicy, originOfUrl } from './content-security-policy';
import { fetchFirstView, firstViewDeviceOf, firstViewMarkup, type FirstViewRenderer } from './first-view';
import { renderShellDocument } from './shell-document';

/** The parts of the storefront config the shell's server reads (the shell checks the whole document). */
export interface ServedConfig {
  apiBasePaths?: Record<string, string>;
  errorReportingUrl?: string;
  tagManagerUrl?: string;
  /** False: the deployment allows no overrides with local builds (the policy names no local source). */
  localBuildOverrides?: boolean;
}

export interface ShellDocumentSource {
  /** The built index.html. */
  template: () => Promise<string>;
  /** The storefront config as this deployment serves it. */
  config: () => Promise<ServedConfig>;
  /** The live registry. */
  registry: () => Promise<RegistryDocument>;
  /** The platform versions the served shell provides (its build's `built-against.json`). */
  provided: () => Promise<BuiltAgainst>;
  /** Given the live registry of every request, in the background: warms the first views of a release new to it. */
  warmFirstViews?: (registry: RegistryDocument) => Promise<void>;
  /** Where first views are rendered: the fragments' servers (httpFirstViews) by default. */
  firstViews?: FirstViewRenderer;
  /** The field token of a document composed from this registry (field/field-reception.ts); none without. */
  fieldToken?: (registry: RegistryDocument) => string;
}

/** The request headers the shell's document depends on. */
export interface ShellRequestHeaders {
  cookie?: string;
  'user-agent'?: string;
  'sec-ch-ua-mobile'?: string;
}

/** Headers on every response of the shell's server. */
export const SHELL_RESPONSE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

function present(values: ReadonlyArray<string | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))];
}

/** Fragments mounted on this path, in the order they are needed: the page's owner, then those on every page. */
function fragmentsFor(pathname: string): string[] {
  const owner = routeOwner(pathname)?.fragment.name;
  const everywhere = FRAGMENTS.filter((fragment) => fragment.kind === 'background').map((fragment) => fragment.name);
  return present([owner, ...everywhere]).map((name) => containerName(name));
}

/**
 * The shell loads a registry entry unless its release was built against other platform majors than the shell
 * provides (the shell's release-compatibility.ts; an entry without a declaration loads).
 */
function shellLoads(entry: RegistryEntry, provided: BuiltAgainst): boolean {
  return !entry.builtAgainst || versionSkew(provided, entry.builtAgainst).length === 0;
}

/** The route owner's first view, when its release renders one and the request names a device it can assume. */
async function firstViewOf(url: URL, headers: ShellRequestHeaders, registry: RegistryDocument, provided: BuiltAgainst, nonce: string, renderer?: FirstViewRenderer) {
  const { fragment: owner, route } = routeOwner(url.pathname) ?? {};
  const device = firstViewDeviceOf(headers);
  const entry = owner && registry.fragments[containerName(owner.name)];
  if (!owner || !route || !('firstView' in owner) || !device || !entry || !shellLoads(entry, provided)) return undefined;
  const view = await fetchFirstView(
    { fragment: owner.name, manifest: entry.manifest, release: entry.release },
    { pathname: route.path, search: url.search, device, cookie: firstViewCookies(headers.cookie) },
    renderer,
  );
  return view && firstViewMarkup({ fragment: owner.name, kind: owner.kind, manifest: entry.manifest, device, view, nonce });
}

function hasConsentCookie(cookieHeader: string | undefined): boolean {
  const value = cookieHeader ? parseCookie(cookieHeader)[CONSENT_COOKIE] : undefined;
  return value === '1' || value === '0';
}

/** The request's cookies a first view may read (FIRST_VIEW_COOKIES), as a Cookie header; undefined without any. */
function firstViewCookies(cookieHeader: string | undefined): string | undefined {
  const cookies = cookieHeader ? parseCookie(cookieHeader) : {};
  const forwarded = Object.fromEntries(FIRST_VIEW_COOKIES.flatMap((name) => (cookies[name] === undefined ? [] : [[name, cookies[name]]])));
  return Object.keys(forwarded).length > 0 ? stringifyCookie(forwarded) : undefined;
}

/**
 * The shell's document for one request: the config and registry inlined, a fresh nonce and the policy that names
 * exactly the registry's fragment origins and the config's API origins, early connections and the manifests of what
 * this route mounts, and the static consent banner only while the shopper has not decided.
 */
export async function shellDocumentResponse(source: ShellDocumentSource, request: { url: string; headers: ShellRequestHeaders }): Promise<RenderedDocument & { headers: Record<string, string> }> {
  const [template, config, registry, provided] = await Promise.all([source.template(), source.config(), source.registry(), source.provided()]);
  const nonce = crypto.randomBytes(16).toString('base64');
  const fragmentOrigin = (container: string) => originOfUrl(registry.fragments[container]?.manifest);
  const apiOrigins = present([...Object.values(config.apiBasePaths ?? {}).map(originOfUrl), originOfUrl(config.errorReportingUrl)]);
  const url = new URL(request.url, 'http://shell.invalid');
  const mounted = fragmentsFor(url.pathname);
  // Not awaited: this request does not wait for another release's warm-up (whose failures fetchFirstView logs).
  source.warmFirstViews?.(registry).catch(() => undefined);
  const firstView = await firstViewOf(url, request.headers, registry, provided, nonce, source.firstViews);
  const html = renderShellDocument({
    template,
    nonce,
    documents: { config, registry },
    preconnect: present([originOfUrl(config.apiBasePaths?.content), ...mounted.map(fragmentOrigin)]),
    // Not a release the shell refuses (it must never be loaded). A squad's local override (kept in the browser) is
    // unknown here: that browser fetches one manifest in vain.
    manifests: present(
      mounted.map((container) => registry.fragments[container]).map((entry) => (entry && shellLoads(entry, provided) ? entry.manifest : undefined)),
    ),
    consentDecided: hasConsentCookie(request.headers.cookie),
    returnTo: `${url.pathname}${url.search}`,
    firstView,
    fieldToken: source.fieldToken?.(registry),
  });
  const policy = contentSecurityPolicy({
    nonce,
    fragmentOrigins: present(Object.keys(registry.fragments).map(fragmentOrigin)),
    apiOrigins,
    thirdPartyScriptOrigins: present([originOfUrl(config.tagManagerUrl)]),
    localBuilds: config.localBuildOverrides !== false,
  });
  // The consent decision and the device (the first view) change the document: a cache must key it by them. A first
  // view may be the shopper's own (their login state): no shared cache keeps it. Not no-store, which would keep the
  // page out of the phone's back/forward cache.
  return {
    html,
    headers: {
      'Content-Security-Policy': policy,
      Vary: 'Cookie, Sec-CH-UA-Mobile, User-Agent',
      ...(firstView ? { 'Cache-Control': 'private, no-cache' } : {}),
    },
  };
}
