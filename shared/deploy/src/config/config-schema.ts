import * as v from 'valibot';
import type { StorefrontConfig } from '@storefront/contracts';
import { FEATURE_FLAGS, FLAG_VALUES } from '@storefront/contracts/src/feature-flags';
import { API_NAMES } from '@storefront/contracts/src/storefront-config';

/** A change that does not validate: nothing is written; the message names every problem. */
export class ConfigValidationError extends Error {
  override name = 'ConfigValidationError';
}

const FLAG_NAMES: readonly string[] = Object.values(FEATURE_FLAGS);
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const httpUrl = v.pipe(v.string(), v.check(isHttpUrl, 'must be an absolute http(s) URL'));
const hostname = v.pipe(v.string(), v.regex(HOSTNAME, 'must be a host name like zooplus.de'));

/**
 * The schema of a deployment's config: what `npm run config` accepts (the browser reads a config leniently, this is
 * where a wrong one is stopped). Exactly the known APIs and flags, URLs that are http(s), no other keys.
 */
const CONFIG_SCHEMA = v.strictObject({
  environment: v.picklist(['production', 'development']),
  site: v.strictObject({
    siteId: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1)),
    domain: hostname,
    locale: v.pipe(v.string(), v.regex(/^[a-z]{2}-[A-Z]{2}$/, 'must be a locale like de-DE')),
    language: v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'must be a language like de')),
    currency: v.literal('EUR'),
    knownDomains: v.pipe(v.array(hostname), v.minLength(1, 'must name at least one domain')),
    recommendationGroupIds: v.tuple([v.pipe(v.string(), v.minLength(1)), v.pipe(v.string(), v.minLength(1))]),
  }),
  apiBasePaths: v.strictObject(Object.fromEntries(API_NAMES.map((name) => [name, httpUrl])) as Record<(typeof API_NAMES)[number], typeof httpUrl>),
  featureFlags: v.pipe(
    v.record(v.string(), v.picklist(FLAG_VALUES, `must be ${FLAG_VALUES.map((value) => `"${value}"`).join(' or ')}`)),
    v.check((flags) => Object.keys(flags).every((name) => FLAG_NAMES.includes(name)), `may only name the known flags: ${FLAG_NAMES.join(', ')}`),
  ),
  errorReportingUrl: v.optional(httpUrl),
  tagManagerUrl: v.optional(httpUrl),
  localBuildOverrides: v.optional(v.boolean()),
});

/** The config when it validates; a ConfigValidationError naming each problem (`site.siteId: ...`) otherwise. */
export function validateConfig(candidate: unknown): StorefrontConfig {
  const result = v.safeParse(CONFIG_SCHEMA, candidate);
  if (result.success) return result.output as StorefrontConfig;
  const problems = result.issues.map((issue) => {
    const where = v.getDotPath(issue) ?? '(the config)';
    return `${where}: ${issue.message}`;
  });
  throw new ConfigValidationError(`The config is not valid: ${problems.join('; ')}`);
}

/** A flag name the config may set, or a ConfigValidationError saying which ones there are. */
export function requireFlagName(name: string): string {
  if (!FLAG_NAMES.includes(name)) throw new ConfigValidationError(`Unknown flag ${name}: the storefront's flags are ${FLAG_NAMES.join(', ')}`);
  return name;
}
