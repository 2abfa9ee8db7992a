import crypto from 'node:crypto';
import {
  CONSENT_COOKIE,
  containerName,
  FRAGMENTS,
  routeOwner,
  versionSkew,
  type BuiltAgainst,
  type RegistryDocument,
  type RegistryEntry,
} from '@storefront/contracts';
import type { RenderedDocument } from '../static-server';
import { contentSecurityPolicy, originOfUrl } from './content-security-policy';
import { renderShellDocument } from './shell-document';

/** The parts of the storefront config the shell's server reads (the shell checks the whole document). */
export interface ServedConfig {
  apiBasePaths?: Record<string, string>;
  errorReportingUrl?: string;
  tagManagerUrl?: string;
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

function hasConsentCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => {
    const [name, value] = pair.trim().split('=');
    return name === CONSENT_COOKIE && (value === '1' || value === '0');
  });
}

/**
 * The shell's document for one request: the config and registry inlined, a fresh nonce and the policy that names
 * exactly the registry's fragment origins and the config's API origins, early connections and the manifests of what
 * this route mounts, and the static consent banner only while the shopper has not decided.
 */
export async function shellDocumentResponse(
  source: ShellDocumentSource,
  request: { url: string; headers: { cookie?: string } },
): Promise<RenderedDocument> {
  const [template, config, registry, provided] = await Promise.all([source.template(), source.config(), source.registry(), source.provided()]);
  const nonce = crypto.randomBytes(16).toString('base64');
  const fragmentOrigin = (container: string) => originOfUrl(registry.fragments[container]?.manifest);
  const apiOrigins = present([...Object.values(config.apiBasePaths ?? {}).map(originOfUrl), originOfUrl(config.errorReportingUrl)]);
  const pathname = new URL(request.url, 'http://shell.invalid').pathname;
  const mounted = fragmentsFor(pathname);
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
  });
  const policy = contentSecurityPolicy({
    nonce,
    fragmentOrigins: present(Object.keys(registry.fragments).map(fragmentOrigin)),
    apiOrigins,
    thirdPartyScriptOrigins: present([originOfUrl(config.tagManagerUrl)]),
  });
  // The consent decision changes the document: a cache must key it by the cookie.
  return { html, headers: { 'Content-Security-Policy': policy, Vary: 'Cookie' } };
}
