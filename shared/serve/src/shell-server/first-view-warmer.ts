import { containerName, FRAGMENTS, REQUEST_TIMEOUT_MS, type FragmentRoute, type RegistryDocument } from '@storefront/contracts';
import { askForFirstView, type FirstViewRenderer, type FirstViewTarget } from './first-view-renderer';
import { httpFirstViews } from './http-first-views';

/** How long the warmer waits before it tries a release again whose server failed to render a first view. */
export const FIRST_VIEW_WARM_RETRY_MS = 30_000;

/**
 * Renders each live release's first views once, the first time it is seen live: loading a release's server bundle
 * takes longer than the shell's server waits for a first view (the first shoppers after a start, a deploy or a
 * rollback would get none). When one of them fails (the fragment's server not up yet, an error), that release is
 * warmed again on a request FIRST_VIEW_WARM_RETRY_MS later or after. Resolves once those renders are done.
 */
export function firstViewWarmer(now: () => number = Date.now, renderer: FirstViewRenderer = httpFirstViews): (registry: RegistryDocument) => Promise<void> {
  /** Manifest -> when it may be warmed (again): never for one warmed, or being warmed. */
  const warmAt = new Map<string, number>();
  const warm = async (target: FirstViewTarget, routes: readonly FragmentRoute[]) => {
    warmAt.set(target.manifest, Infinity);
    const answers = await Promise.all(
      routes.map((route) => askForFirstView(renderer, target, { pathname: route.path, search: '', device: 'mobile' }, REQUEST_TIMEOUT_MS)),
    );
    if (answers.some((answer) => answer.kind === 'failed')) warmAt.set(target.manifest, now() + FIRST_VIEW_WARM_RETRY_MS);
  };
  return async (registry) => {
    const warming = FRAGMENTS.flatMap((fragment) => {
      const entry = registry.fragments[containerName(fragment.name)];
      if (!('firstView' in fragment) || !entry || now() < (warmAt.get(entry.manifest) ?? -Infinity)) return [];
      return [warm({ fragment: fragment.name, manifest: entry.manifest, release: entry.release }, fragment.routes as readonly FragmentRoute[])];
    });
    await Promise.all(warming);
  };
}
