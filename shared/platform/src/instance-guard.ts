import { logError } from './errors/logger';

interface PlatformInstances {
  instances: number;
}

const holder = globalThis as typeof globalThis & { __storefrontPlatform?: PlatformInstances };

/**
 * Counts how often this module is evaluated on the page. It must be once: a second copy means the
 * Module Federation singleton broke and consent, config and the API clients would split in two.
 * Not counted outside a page: on a server, each release's first-view bundle holds its own copy by design.
 */
export function registerPlatformInstance(): number {
  if (typeof document === 'undefined') return 0;
  holder.__storefrontPlatform ??= { instances: 0 };
  holder.__storefrontPlatform.instances += 1;
  const { instances } = holder.__storefrontPlatform;
  if (instances > 1) {
    logError('@storefront/platform was instantiated more than once on this page; shared singletons are broken', { instances });
  }
  return instances;
}
