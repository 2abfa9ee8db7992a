import { preloadRemote } from '@module-federation/enhanced/runtime';
import { logWarning } from '@storefront/platform';
import type { ApplicationDefinition } from './application-definitions';

type PreloadOptions = Parameters<typeof preloadRemote>[0][number];

/**
 * What to fetch ahead for the pages this location mounts: their entry and their app module's own chunks. Not for
 * background applications, which start after the first screen (register-applications.ts): a preload evaluates the
 * remote entry too. Nor the stylesheets a first view has put into the document already (`inlinedStylesheets`, their
 * URLs): webpack does not load them again, so a preload would be a request for nothing.
 */
export function preloadsFor(
  applications: readonly ApplicationDefinition[],
  location: Location,
  loadable: (container: string) => boolean,
  inlinedStylesheets: ReadonlySet<string> = new Set(),
): PreloadOptions[] {
  return applications
    .filter((application) => application.kind === 'page' && application.activeWhen(location) && loadable(application.container))
    .map((application) => ({
      nameOrAlias: application.container,
      exposes: ['app'],
      resourceCategory: 'sync' as const,
      filter: (url: string) => !inlinedStylesheets.has(url),
    }));
}

/** The URLs of the stylesheets a first view has inlined (`<style data-href>`, shared/serve's first-view-markup.ts). */
function inlinedStylesheetsOf(document: Document): Set<string> {
  return new Set(Array.from(document.querySelectorAll('style[data-href]'), (style) => style.getAttribute('data-href') ?? ''));
}

/**
 * Starts fetching the fragments this page mounts as soon as the remotes are known, instead of when single-spa asks
 * for them: the page's fragment arrives sooner on a slow network. A failed preload is only a lost head start;
 * loading the application reports real failures.
 */
export function preloadActiveApplications(applications: readonly ApplicationDefinition[], location: Location, loadable: (container: string) => boolean): void {
  const preloads = preloadsFor(applications, location, loadable, inlinedStylesheetsOf(document));
  if (preloads.length === 0) return;
  preloadRemote(preloads).catch((error: unknown) => logWarning('Preloading fragments failed', { error: String(error) }));
}
