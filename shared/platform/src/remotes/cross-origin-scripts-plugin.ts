import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

function anonymous<T extends HTMLScriptElement | HTMLLinkElement>(element: T, attrs: Record<string, unknown> | undefined): T {
  // The runtime's attributes (rel, as, type, fetchpriority); a script made by a script is async anyway.
  for (const [name, value] of Object.entries(attrs ?? {})) if (name !== 'async' && name !== 'defer') element.setAttribute(name, String(value));
  element.crossOrigin = 'anonymous';
  return element;
}

/**
 * A Module Federation runtime plugin that loads and preloads the fragments' scripts as CORS requests, as their builds
 * load their chunks (`crossOriginLoading`): an error thrown in a fragment's code then reaches the page's error
 * listeners with its stack, not as a muted "Script error.", so the field figures can attribute it. Every request of
 * one file must be of the same mode, or a preload is not used and the file is downloaded twice.
 */
export function crossOriginScriptsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-cross-origin-scripts',
    createScript: ({ attrs }) => anonymous(document.createElement('script'), attrs),
    createLink: ({ url, attrs }) => {
      const link = anonymous(document.createElement('link'), attrs);
      link.href = url;
      return link;
    },
  };
}
