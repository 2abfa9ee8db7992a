import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LinkAttributes = Record<string, unknown> | undefined;

function anonymous<T extends HTMLScriptElement | HTMLLinkElement>(element: T, attrs: Record<string, unknown> | undefined): T {
  // The runtime's attributes (rel, as, type, fetchpriority); a script made by a script is async anyway.
  for (const [name, value] of Object.entries(attrs ?? {})) if (name !== 'async' && name !== 'defer') element.setAttribute(name, String(value));
  element.crossOrigin = 'anonymous';
  return element;
}

/**
 * A module's stylesheet is fetched ahead, not applied: loading a module, the runtime adds a `<link rel="stylesheet">`
 * for its CSS and does not wait for it. Webpack's chunk loading takes an existing stylesheet link for a loaded one, so
 * the module rendered before its styles had arrived (a slider's arrows shown unstyled, then moved: a layout shift).
 * With a preload, webpack adds the stylesheet itself and runs the module once it has loaded, from the preload.
 */
function fetchedAhead(attrs: LinkAttributes): LinkAttributes {
  return attrs?.['rel'] === 'stylesheet' ? { rel: 'preload', as: 'style' } : attrs;
}

/**
 * A Module Federation runtime plugin that makes the elements loading the fragments' files:
 * - scripts and preloads as CORS requests, as their builds load their chunks (`crossOriginLoading`): an error thrown in
 *   a fragment's code then reaches the page's error listeners with its stack, not as a muted "Script error.", so the
 *   field figures can attribute it. Every request of one file must be of the same mode, or a preload is not used and
 *   the file is downloaded twice;
 * - stylesheets as preloads, applied by the chunk loading that waits for them (fetchedAhead).
 * It is the one plugin making them: the runtime takes the last plugin's element.
 */
export function fragmentFileElementsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-fragment-file-elements',
    createScript: ({ attrs }) => anonymous(document.createElement('script'), attrs),
    createLink: ({ url, attrs }) => {
      const link = anonymous(document.createElement('link'), fetchedAhead(attrs));
      link.href = url;
      return link;
    },
  };
}
