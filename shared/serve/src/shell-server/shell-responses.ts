import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parseCookie, stringifyCookie } from 'cookie';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_VALUES,
  containerName,
  FIRST_VIEW_COOKIES,
  fieldTokenServerTiming,
  FIRST_VIEW_RENDER_LIMIT_MS,
  FIRST_VIEW_TIMEOUT_MS,
  FRAGMENTS,
  registryForBrowsers,
  routeOwner,
  versionSkew,
  type BuiltAgainst,
  type FirstViewDevice,
  type RegistryDocument,
  type RegistryEntry,
} from '@storefront/contracts';
import type { DocumentEncoding, RenderedDocument } from '../static-server';
import { withoutCampaignParameters } from './campaign-parameters';
import { askedOverHttps, type VariantRequest } from '../variants/document-variants';
import { contentSecurityPolicy, originOfUrl, REPORTING_ENDPOINTS } from './content-security-policy';
import { firstViewDeviceOf } from './first-view-device';
import { firstViewMarkup } from './first-view-markup';
import { askForFirstView, type FirstViewRenderer } from './first-view-renderer';
import { httpFirstViews } from './http-first-views';
import { DOCUMENT_RENDER_LIMIT_MS, type DocumentCache, type Rendered } from './document-cache';
import { settledWithin } from './settled-within';
import { renderShellDocument } from './shell-document';

const brotli = promisify(zlib.brotliCompress);
const gzipped = promisify(zlib.gzip);

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
  /** Documents rendered recently, reused (document-cache.ts); without it each request renders its own. */
  documentCache?: DocumentCache<ShellDocument>;
}

/** The request headers the shell's document depends on. */
export interface ShellRequestHeaders {
  cookie?: string;
  'user-agent'?: string;
  'sec-ch-ua-mobile'?: string;
}

/**
 * Powerful features no page of the shop uses (nor its tag manager): no script on it may ask for them.
 * `browsing-topics` is the opt-out of interest-based ads that FLoC's `interest-cohort` was; Chrome logs that retired
 * name as an error, which the end-to-end tests' console checks would catch.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), browsing-topics=()';

/** Headers on every response of the shell's server. */
export const SHELL_RESPONSE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
} as const;

/** A year, for the shop and its subdomains: a browser that saw it goes to them only over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers of a response to a request made over HTTPS (to this server or to the load balancer before it). Not over
 * HTTP: a browser ignores HSTS there, and `npm start` on localhost is plain HTTP.
 */
export function overHttpsHeaders(request: VariantRequest): Record<string, string> {
  return askedOverHttps(request) ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {};
}

function present(values: ReadonlyArray<string | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))];
}

/** Fragments mounted on a path owned by `owner`, in the order they are needed: the page's owner, then those on every page. */
function fragmentsFor(owner: string | undefined): string[] {
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

/** What a page's document is rendered from, read for one request. */
interface DocumentInputs {
  url: URL;
  template: string;
  config: ServedConfig;
  registry: RegistryDocument;
  provided: BuiltAgainst;
  device: FirstViewDevice | undefined;
  /** The request's cookies the document and its first view read (FIRST_VIEW_COOKIES: consent, login state). */
  cookies: Record<string, string>;
}

/** A first view's markup: what goes into the head, what goes into the slots. */
type FirstViewParts = ReturnType<typeof firstViewMarkup>;

/** The route owner's first view for one document: `settled` unless one was asked for and none came in time. */
interface FirstViewOutcome {
  settled: boolean;
  markup: FirstViewParts | undefined;
  /** A render that did not come in time, still running (within FIRST_VIEW_RENDER_LIMIT_MS): its markup, if any. */
  late?: Promise<FirstViewParts | undefined>;
}

/**
 * The route owner's first view, when its release renders one for the device: waited for FIRST_VIEW_TIMEOUT_MS, and
 * handed on as `late` when it takes longer. Not `settled` when a first view was asked for and none came: failed, or
 * none answered (a release answers none also when its data did not come in time).
 */
async function firstViewOf({ url, registry, provided, device, cookies }: DocumentInputs, source: ShellDocumentSource): Promise<FirstViewOutcome> {
  const { fragment: owner, route } = routeOwner(url.pathname) ?? {};
  const entry = owner && registry.fragments[containerName(owner.name)];
  if (!owner || !route || !('firstView' in owner) || !device || !entry || !shellLoads(entry, provided)) return { settled: true, markup: undefined };
  const markup = askForFirstView(
    source.firstViews ?? httpFirstViews,
    { fragment: owner.name, manifest: entry.manifest, release: entry.release },
    { pathname: route.path, search: url.search, device, cookie: Object.keys(cookies).length > 0 ? stringifyCookie(cookies) : undefined },
    FIRST_VIEW_RENDER_LIMIT_MS,
  ).then((answer) =>
    answer.kind === 'view' ? firstViewMarkup({ fragment: owner.name, kind: owner.kind, manifest: entry.manifest, device, view: answer.view }) : undefined,
  );
  const inTime = await settledWithin(markup, FIRST_VIEW_TIMEOUT_MS);
  if (!inTime) return { settled: false, markup: undefined, late: markup };
  return { settled: inTime.value !== undefined, markup: inTime.value };
}

const CONSENT_DECISIONS: ReadonlySet<string> = new Set(Object.values(CONSENT_COOKIE_VALUES));

/**
 * The request's cookies a document may read (FIRST_VIEW_COOKIES), by name. A consent cookie that holds no decision is
 * left out, as the banner reads it (undecided): it would otherwise make a document of its own per value.
 */
function documentCookies(cookieHeader: string | undefined): Record<string, string> {
  const cookies = cookieHeader ? parseCookie(cookieHeader) : {};
  const read = (name: string) => (name === CONSENT_COOKIE && !CONSENT_DECISIONS.has(cookies[name] ?? '') ? undefined : cookies[name]);
  return Object.fromEntries(
    FIRST_VIEW_COOKIES.flatMap((name) => {
      const value = read(name);
      return value === undefined ? [] : [[name, value] as const];
    }),
  );
}

/** A page's document as many responses send it: the HTML, its policy and headers, and its compressed bytes. */
export interface ShellDocument {
  html: string;
  headers: Record<string, string>;
  encoded: Partial<Record<DocumentEncoding, Buffer>>;
}

/** Compression of a kept document, once per render: brotli's quality 5 is what a CDN uses for dynamic pages. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

async function withinRenderLimit(rendering: Promise<ShellDocument>, withoutFirstView: () => Promise<ShellDocument>, page: string): Promise<ShellDocument> {
  const rendered = await settledWithin(rendering, DOCUMENT_RENDER_LIMIT_MS);
  if (rendered) return rendered.value;
  console.warn(`The document of ${page} was not rendered within ${DOCUMENT_RENDER_LIMIT_MS} ms; served without its first view`);
  return withoutFirstView();
}

/** The bytes a kept document holds (the cache's bound). */
export const shellDocumentSize = ({ html, encoded }: ShellDocument) => html.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0);

/**
 * The page's document: the config and registry inlined, the policy that names exactly the registry's fragment
 * origins, the config's API origins and the server's own inline scripts (by hash), early connections to what this route
 * mounts and the manifest of its page, the static consent banner only while the shopper has not decided, and the
 * first view.
 */
async function composePage(inputs: DocumentInputs, firstView: FirstViewParts | undefined): Promise<ShellDocument> {
  const { url, template, config, registry, provided, cookies } = inputs;
  const fragmentOrigin = (container: string) => originOfUrl(registry.fragments[container]?.manifest);
  const pageOwner = routeOwner(url.pathname)?.fragment.name;
  const mounted = fragmentsFor(pageOwner);
  const { html, scriptHashes } = renderShellDocument({
    template,
    documents: { config, registry: registryForBrowsers(registry) },
    preconnect: present([originOfUrl(config.apiBasePaths?.content), ...mounted.map(fragmentOrigin)]),
    // Not a release the shell refuses (it must never be loaded). A squad's local override (kept in the browser) is
    // unknown here: that browser fetches one manifest in vain.
    // Background fragments (tracking) start after the first screen (afterFirstScreen in the platform): their manifest
    // is fetched then, not beside the page's.
    manifests: present(
      (pageOwner ? [containerName(pageOwner)] : [])
        .map((container) => registry.fragments[container])
        .map((entry) => (entry && shellLoads(entry, provided) ? entry.manifest : undefined)),
    ),
    consentDecided: cookies[CONSENT_COOKIE] !== undefined,
    returnTo: `${url.pathname}${url.search}`,
    firstView,
  });
  const policy = contentSecurityPolicy({
    scriptHashes,
    fragmentOrigins: present(Object.keys(registry.fragments).map(fragmentOrigin)),
    apiOrigins: present([...Object.values(config.apiBasePaths ?? {}).map(originOfUrl), originOfUrl(config.errorReportingUrl)]),
    thirdPartyScriptOrigins: present([originOfUrl(config.tagManagerUrl)]),
    localBuilds: config.localBuildOverrides !== false,
  });
  const [br, gzip] = await Promise.all([brotli(html, BROTLI_OPTIONS), gzipped(html)]);
  // The consent decision and the device (the first view) change the document: a cache must key it by them. A first
  // view may be the shopper's own (their login state): no shared cache keeps it. Not no-store, which would keep the
  // page out of the phone's back/forward cache.
  const headers = {
    'Content-Security-Policy': policy,
    'Reporting-Endpoints': REPORTING_ENDPOINTS,
    Vary: 'Cookie, Sec-CH-UA-Mobile, User-Agent',
    ...(firstView ? { 'Cache-Control': 'private, no-cache' } : {}),
    ...(firstView?.preload ? { Link: firstView.preload } : {}),
  };
  return { html, headers, encoded: { br, gzip } };
}

/**
 * The page's document with its first view, if one came in time. Not kept when a first view was asked for and none
 * came: the next request asks again; one that comes late is handed on as `late`, for the next shoppers of this key.
 */
async function renderPage(inputs: DocumentInputs, source: ShellDocumentSource): Promise<Rendered<ShellDocument>> {
  const firstView = await firstViewOf(inputs, source);
  const value = await composePage(inputs, firstView.markup);
  const late = firstView.late?.then((markup) => (markup === undefined ? undefined : composePage(inputs, markup))).catch(() => undefined);
  return { value, keep: firstView.settled, ...(late ? { late } : {}) };
}

/**
 * The shell's document for one request: the page's document for its inputs (kept for a while when a cache is given:
 * document-cache.ts), with this response's own field token in a header.
 */
export async function shellDocumentResponse(
  source: ShellDocumentSource,
  request: { url: string; headers: ShellRequestHeaders },
): Promise<RenderedDocument & { headers: Record<string, string> }> {
  const [template, config, registry, provided] = await Promise.all([source.template(), source.config(), source.registry(), source.provided()]);
  const url = withoutCampaignParameters(new URL(request.url, 'http://shell.invalid'));
  // Not awaited: this request does not wait for another release's warm-up (whose failures askForFirstView logs).
  source.warmFirstViews?.(registry).catch(() => undefined);
  const inputs: DocumentInputs = {
    url,
    template,
    config,
    registry,
    provided,
    device: firstViewDeviceOf(request.headers),
    cookies: documentCookies(request.headers.cookie),
  };
  const render = () => renderPage(inputs, source);
  const rendering = source.documentCache
    ? source.documentCache.get(
        {
          releases: Object.values(registry.fragments).map((entry) => `${entry.manifest} ${entry.release ?? ''}`),
          previews: registry.previews ?? {},
          shell: [template, provided],
          pathname: url.pathname,
          search: url.search,
          device: inputs.device ?? 'none',
          config,
          cookies: inputs.cookies,
          identity: Object.keys(inputs.cookies).some((name) => name !== CONSENT_COOKIE),
        },
        render,
      )
    : render().then(({ value }) => value);
  const page = await withinRenderLimit(
    rendering,
    async () => (await renderPage({ ...inputs, device: undefined }, source)).value,
    `${url.pathname}${url.search}`,
  );
  const token = source.fieldToken?.(registry);
  return {
    html: page.html,
    encoded: page.encoded,
    headers: { ...page.headers, ...(token ? { 'Server-Timing': fieldTokenServerTiming(token) } : {}) },
  };
}
