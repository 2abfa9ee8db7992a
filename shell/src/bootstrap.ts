import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, DOCUMENT_URLS, NAVIGATION_LINKS } from '@storefront/contracts';
import { checkActivityFunctions, start } from 'single-spa';
import {
  answerLoginRequests,
  configurePlatform,
  fragmentFileElementsPlugin,
  firstScreenShown,
  parseStorefrontConfig,
  provideFragmentCalls,
  recordRoutedLocations,
  reportError,
  requestTimeoutPlugin,
  startPersonalisation,
  yieldToMain,
} from '@storefront/platform';
import { APPLICATIONS } from './applications/application-definitions';
import { preloadActiveApplications } from './applications/preload-active-applications';
import { registerApplications, resetInactiveSlots } from './applications/register-applications';
import { remoteStepsInOwnTasksPlugin } from './applications/remote-steps-in-own-tasks';
import { renderChrome, renderStartupError } from './chrome/render-chrome';
import { sessionAction } from './chrome/session-action';
import { withOverrides } from './registry/override-request';
import { IncompatibleReleaseError, refusedReleases } from './registry/release-compatibility';
import { parseRegistry } from './registry/remote-registry';
import { readDeploymentDocuments } from './documents/deployment-documents';
import { recordFieldErrors, startFieldRecording } from './field/field-recorder';

// From the start: what breaks during the start-up counts too (docs/field-figures.md).
recordFieldErrors();

async function bootstrap(): Promise<void> {
  // Tracking starts after the first screen: it learns from this where the shopper has been meanwhile.
  recordRoutedLocations();
  // Evaluating the shell's modules and their shared ones (react-dom, the platform) is one long task on a
  // slow phone already: the start-up begins in the next.
  await yieldToMain();
  const documents = await readDeploymentDocuments(document);
  const config = parseStorefrontConfig(documents.config);
  configurePlatform(config);
  // For fragment releases built before @storefront/platform/calls (they call them on this platform).
  provideFragmentCalls(() => import(/* webpackChunkName: "platform-calls" */ '@storefront/platform/calls'));

  const { registry: published, problems } = parseRegistry(documents.registry);
  problems.forEach((problem) => reportError(new Error(problem), { registry: DOCUMENT_URLS.registry }));
  const { registry, overrides } = await withOverrides(published, window.location.search, window.localStorage, config.localBuildOverrides !== false);
  // A preview or an override is no release shoppers get: its page reports no field figures.
  startFieldRecording(registry, Object.keys(overrides).length > 0 || registry.previews !== undefined);
  // A release built against other platform majors than this shell provides is never loaded (its slot shows the
  // error state); the other fragments load as usual.
  const refused = refusedReleases(registry, __STOREFRONT_BUILT_AGAINST__);
  registerPlugins([requestTimeoutPlugin(registry.loadTimeoutMs), fragmentFileElementsPlugin(), remoteStepsInOwnTasksPlugin()]);
  registerRemotes(
    Object.entries(registry.fragments)
      .filter(([name]) => !refused.has(name))
      .map(([name, entry]) => ({ name, entry: entry.manifest })),
  );
  preloadActiveApplications(APPLICATIONS, window.location, (container) => container in registry.fragments && !refused.has(container));
  for (const refusal of refused.values()) {
    // Applications report it when their route needs them; component fragments have no slot: reported here.
    if (!APPLICATIONS.some((app) => app.container === refusal.container)) {
      const error = new IncompatibleReleaseError(refusal);
      reportError(error, error.context);
    }
  }

  // The fragments' downloads have started; the rest of the start-up goes in tasks of its own, so a slow phone's main
  // thread is never blocked by all of it at once.
  await yieldToMain();
  const navigation = NAVIGATION_LINKS.filter((link) => registry.fragments[containerName(link.fragment)]);
  const chrome = renderChrome({ overrides, previews: registry.previews ?? {}, navigation });
  await yieldToMain();
  const slots = registerApplications(APPLICATIONS, registry, document.getElementById('shell-slots') as HTMLElement, refused);
  const pageApplications = new Set<string>(APPLICATIONS.filter((app) => app.kind === 'page' && slots.has(app.name)).map((app) => app.name));
  window.addEventListener('single-spa:routing-event', () => {
    resetInactiveSlots(APPLICATIONS, slots);
    const active = checkActivityFunctions(window.location);
    const notFound = !active.some((name) => pageApplications.has(name));
    chrome.setNotFound(notFound);
    // No page to wait for: the first screen is the chrome's (a page's own says so when it mounts, application-slot.ts).
    if (notFound) firstScreenShown();
  });
  answerLoginRequests(sessionAction('logIn'));
  // A position worth keeping needs a scroll first: the code that keeps them (back and forward) comes with it.
  const keepScrollPositions = () =>
    import(/* webpackChunkName: "scroll-positions" */ './navigation/scroll-positions').then(
      (positions) => positions.keepScrollPositions(),
      (error: unknown) => reportError(error, { phase: 'scroll positions' }),
    );
  addEventListener('scroll', () => void keepScrollPositions(), { once: true, passive: true });

  await yieldToMain();
  startPersonalisation();
  await yieldToMain();
  start({ urlRerouteOnly: true });
}

bootstrap().catch((error: unknown) => {
  reportError(error, { phase: 'shell bootstrap' });
  renderStartupError();
});
