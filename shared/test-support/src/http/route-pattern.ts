import type { Route } from './routes';

export interface RoutePattern {
  route: Route;
  /** The path parameters when the request is one of this route's calls, undefined otherwise. */
  match(method: string, pathname: string): Record<string, string> | undefined;
}

const PARAMETER = /\{([^}]+)\}/g;

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
}

/**
 * A route matches the end of the request path, so APIs whose base path has a path part
 * (e.g. https://www.zooplus.de/api/bff) are answered by the same routes as the local sample backend.
 */
export function routePattern(route: Route): RoutePattern {
  const separator = route.indexOf(' ');
  const method = route.slice(0, separator);
  const template = route.slice(separator + 1);
  const names = Array.from(template.matchAll(PARAMETER), ([, name]) => name as string);
  const source = template
    .split(PARAMETER)
    .map((part, index) => (index % 2 === 1 ? '([^/]+)' : escapeForRegExp(part)))
    .join('');
  const pattern = new RegExp(`^(?:/.+)?${source}$`);
  return {
    route,
    match(requestMethod, pathname) {
      if (requestMethod !== method) return undefined;
      const found = pattern.exec(pathname);
      if (!found) return undefined;
      return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
    },
  };
}
