import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { reportError, withTimeout } from '@storefront/platform';
import { DEFAULT_LOAD_TIMEOUT_MS, type FragmentAppModule, type LifecycleProps } from '@storefront/contracts';

export interface FragmentAppOptions {
  /** The fragment's name, e.g. `mf-account-overview`; named in error reports. */
  fragment: string;
  /** Loads the root component in its own chunk, so a fragment ships code per route. */
  loadRoot: () => Promise<React.ComponentType<LifecycleProps>>;
}

/**
 * single-spa lifecycles for a React fragment, rendering into the slot element the shell passes. Bootstrapping fails
 * with a LoadTimeoutError when the root component has not loaded within DEFAULT_LOAD_TIMEOUT_MS.
 */
export function createFragmentApp({ fragment, loadRoot }: FragmentAppOptions): FragmentAppModule {
  // single-spa-react's option types do not model a lazily loaded root well; the contract type is checked below.
  const options: Parameters<typeof singleSpaReact>[0] = {
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    // The root's chunk is loaded while single-spa bootstraps the fragment: a chunk (or its stylesheet, which webpack
    // never gives up) that does not arrive would keep the slot loading, and every route change waiting, for ever.
    loadRootComponent: () => withTimeout(loadRoot(), DEFAULT_LOAD_TIMEOUT_MS, `${fragment} root component`) as never,
    domElementGetter: (props) => (props as unknown as LifecycleProps).domElement,
    errorBoundary: (error, info) => {
      reportError(error, { fragment, componentStack: info.componentStack ?? undefined });
      return <div data-fragment-error={fragment} hidden />;
    },
  };
  const lifecycles = singleSpaReact(options);
  return lifecycles as unknown as FragmentAppModule;
}
