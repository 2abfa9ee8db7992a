import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, NAVIGATION_LINKS } from '@storefront/contracts';
import { checkActivityFunctions, start } from 'single-spa';
import {
  configurePlatform,
  loadStorefrontConfig,
  LOGIN_REQUEST_EVENT,
  logWarning,
  reportError,
  requestTimeoutPlugin,
  startPersonalisation,
} from '@storefront/platform';
import { APPLICATIONS } from './applications/application-definitions';
import { registerApplications, resetInactiveSlots } from './applications/register-applications';
import { renderChrome, renderStartupError } from './chrome/render-chrome';
import { logIn } from './chrome/session-actions';
import { applyOverrides, resolveOverrides } from './registry/fragment-overrides';
import { IncompatibleReleaseError, refusedReleases } from './registry/release-compatibility';
import { fetchRegistry } from './registry/remote-registry';
import './styles/global.css';

const CONFIG_URL = '/storefront-config.json';
const REGISTRY_URL = '/registry.json';

async function bootstrap(): Promise<void> {
  // Both documents are requested at once; the config is applied first, so a failing registry is reported with it.
  const registryRequest = fetchRegistry(REGISTRY_URL);
  registryRequest.catch(() => undefined);
  configurePlatform(await loadStorefrontConfig(CONFIG_URL));

  const { overrides, rejected } = resolveOverrides(window.location.search, window.localStorage);
  rejected.forEach((value) => logWarning('Ignored fragment override: use name=http(s)-manifest-URL', { value }));
  const { registry: published, problems } = await registryRequest;
  problems.forEach((problem) => reportError(new Error(problem), { registry: REGISTRY_URL }));
  const registry = applyOverrides(published, overrides);
  // A release built against other platform majors than this shell provides is never loaded (its slot shows the
  // error state); the other fragments load as usual.
  const refused = refusedReleases(registry, __STOREFRONT_BUILT_AGAINST__);
  registerPlugins([requestTimeoutPlugin(registry.loadTimeoutMs)]);
  registerRemotes(Object.entries(registry.fragments).filter(([name]) => !refused.has(name)).map(([name, entry]) => ({ name, entry: entry.manifest })));
  for (const refusal of refused.values()) {
    // Applications report it when their route needs them; component fragments have no slot: reported here.
    if (!APPLICATIONS.some((app) => app.container === refusal.container)) {
      const error = new IncompatibleReleaseError(refusal);
      reportError(error, error.context);
    }
  }

  const navigation = NAVIGATION_LINKS.filter((link) => registry.fragments[containerName(link.fragment)]);
  const chrome = renderChrome({ overrides, navigation });
  const slots = registerApplications(APPLICATIONS, registry, document.getElementById('shell-slots') as HTMLElement, refused);
  const pageApplications = new Set<string>(APPLICATIONS.filter((app) => app.kind === 'page' && slots.has(app.name)).map((app) => app.name));
  window.addEventListener('single-spa:routing-event', () => {
    resetInactiveSlots(APPLICATIONS, slots);
    const active = checkActivityFunctions(window.location);
    chrome.setNotFound(!active.some((name) => pageApplications.has(name)));
  });
  window.addEventListener(LOGIN_REQUEST_EVENT, () => void logIn());

  startPersonalisation();
  start({ urlRerouteOnly: true });
}

bootstrap().catch((error: unknown) => {
  reportError(error, { phase: 'shell bootstrap' });
  renderStartupError();
});
