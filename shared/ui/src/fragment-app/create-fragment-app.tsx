import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { reportError, withTimeout } from '@storefront/platform';
import { DEFAULT_LOAD_TIMEOUT_MS, FIRST_VIEW_MARKUP_ATTRIBUTE, type FragmentAppModule, type LifecycleProps } from '@storefront/contracts';

export interface FragmentAppOptions {
  /** The fragment's name, e.g. `mf-account-overview`; named in error reports. */
  fragment: string;
  /**
   * Loads the root component. A fragment with a first view imports its root module with `webpackMode: "eager"`: its
   * code comes with the exposed module's own files, requested together, instead of in a chunk asked for only once
   * they have run (one request and one round trip fewer before the first view is taken over).
   */
  loadRoot: () => Promise<React.ComponentType<LifecycleProps>>;
  /**
   * Whether the root's first render is the server's first view in the slot (asked once the root has loaded): it is
   * then hydrated. Otherwise, and without this option, the root renders afresh over whatever the slot holds.
   */
  canHydrate?: () => boolean;
}

/**
 * react-dom's client whose `hydrateRoot` hydrates at transition priority: React then hydrates the server's markup in
 * slices of a few milliseconds, yielding to the browser in between, instead of in one task as long as the whole
 * first view takes (the longest task of a phone's start-up). The markup is already on screen, so nothing waits for it.
 */
const clientHydratingInSlices: typeof ReactDOMClient = {
  ...ReactDOMClient,
  hydrateRoot: (...args: Parameters<typeof ReactDOMClient.hydrateRoot>) => {
    let root: ReactDOMClient.Root | undefined;
    React.startTransition(() => {
      root = ReactDOMClient.hydrateRoot(...args);
    });
    return root as ReactDOMClient.Root;
  },
};

/**
 * single-spa lifecycles for a React fragment, rendering into the slot element the shell passes. Bootstrapping fails
 * with a LoadTimeoutError when the root component has not loaded within DEFAULT_LOAD_TIMEOUT_MS. A slot holding
 * markup of the server's first view (FIRST_VIEW_MARKUP_ATTRIBUTE) is hydrated when the fragment can; that markup
 * is hydrated at most once, later mounts render afresh.
 */
export function createFragmentApp({ fragment, loadRoot, canHydrate = () => false }: FragmentAppOptions): FragmentAppModule {
  let slot: HTMLElement | undefined;
  const renderType = () => {
    const serverMarkup = slot?.hasAttribute(FIRST_VIEW_MARKUP_ATTRIBUTE) === true;
    slot?.removeAttribute(FIRST_VIEW_MARKUP_ATTRIBUTE);
    return serverMarkup && canHydrate() ? 'hydrateRoot' : 'createRoot';
  };
  // single-spa-react's option types do not model a lazily loaded root well; the contract type is checked below.
  const options: Parameters<typeof singleSpaReact>[0] = {
    React,
    ReactDOMClient: clientHydratingInSlices,
    renderType,
    // The root's chunk is loaded while single-spa bootstraps the fragment: a chunk (or its stylesheet, which webpack
    // never gives up) that does not arrive would keep the slot loading, and every route change waiting, for ever.
    // Bootstrapping gets the slot the fragment will mount into (single-spa-react renders into `domElement` itself).
    loadRootComponent: (props) => {
      slot = (props as unknown as LifecycleProps | undefined)?.domElement;
      return withTimeout(loadRoot(), DEFAULT_LOAD_TIMEOUT_MS, `${fragment} root component`) as never;
    },
    domElementGetter: (props) => (props as unknown as LifecycleProps).domElement,
    errorBoundary: (error, info) => {
      reportError(error, { fragment, componentStack: info.componentStack ?? undefined });
      return <div data-fragment-error={fragment} hidden />;
    },
  };
  const lifecycles = singleSpaReact(options);
  return lifecycles as unknown as FragmentAppModule;
}
