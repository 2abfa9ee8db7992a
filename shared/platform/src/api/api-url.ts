/** Query parameters of an API call: parameters without a value (undefined or null) are left out. */
export type ApiQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * A query value encoded as a URL component, leaving the characters the APIs read literally unescaped (commas of the
 * comma-joined lists, colons, brackets; spaces as `+`), as the storefront has always sent them.
 */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

/** A URL that names its scheme (`https://...`) or only its host (`//...`): not relative to the API's base path. */
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/**
 * The URL of a call: `path` under the API's base path (one slash between them), or `path` itself when it is an
 * absolute URL, with the query's parameters that have a value appended.
 */
export function apiUrl(basePath: string, path: string, query: ApiQuery = {}): string {
  const url = ABSOLUTE_URL.test(path) ? path : `${basePath.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const parameters = Object.entries(query).flatMap(([name, value]) =>
    value === undefined || value === null ? [] : [`${encodeQueryValue(name)}=${encodeQueryValue(String(value))}`],
  );
  if (parameters.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${parameters.join('&')}`;
}
