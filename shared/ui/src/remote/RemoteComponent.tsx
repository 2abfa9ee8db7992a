import { startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule, reportError } from '@storefront/platform';
import type { RemoteModuleId, RemoteModules } from '@storefront/contracts';
import { BlockErrorBoundary } from '../error-boundary/BlockErrorBoundary';

type ComponentModuleId = {
  // Inferred, not `ComponentType<never>`: class components make that check fail, and every id became never.
  [Id in RemoteModuleId]: RemoteModules[Id] extends { default: ComponentType<infer _Props> } ? Id : never;
}[RemoteModuleId];

type PropsOf<Id extends ComponentModuleId> = RemoteModules[Id] extends { default: ComponentType<infer P> } ? P & object : never;

type LoadState<P> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed' };

export interface RemoteComponentProps<Id extends ComponentModuleId> {
  id: Id;
  props: PropsOf<Id>;
  /** Shown while the other fragment loads (its time-out is the registry's default, see loadRemoteModule). */
  loading?: ReactNode;
  /** Shown when the fragment cannot be loaded, does not arrive in time, or its component throws. */
  fallback?: ReactNode;
  /** Called once with the failure (already reported), e.g. so a block stops waiting for it. */
  onError?: (error: unknown) => void;
}

/**
 * Renders a component another fragment exposes. While it loads it renders `loading`; if the fragment is
 * unavailable, too slow or the component throws, it renders `fallback` (nothing by default) and the page stays.
 */
export function RemoteComponent<Id extends ComponentModuleId>({ id, props, loading = null, fallback = null, onError }: RemoteComponentProps<Id>) {
  const [state, setState] = useState<LoadState<PropsOf<Id>>>({ status: 'loading' });
  const latestOnError = useRef(onError);
  latestOnError.current = onError;
  useEffect(() => {
    let active = true;
    loadRemoteModule(id)
      .then((module) => {
        const Component = (module as { default: ComponentType<PropsOf<Id>> }).default;
        // Rendered in slices between which the phone answers the shopper: a slider of product cards took 200 ms at
        // 8x CPU rendered at once. What shows meanwhile (`loading`) stays until it is done.
        if (active) startTransition(() => setState({ status: 'ready', Component }));
      })
      .catch((error: unknown) => {
        reportError(error, { remoteModule: id });
        if (!active) return;
        setState({ status: 'failed' });
        latestOnError.current?.(error);
      });
    return () => {
      active = false;
    };
  }, [id]);
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'failed') return <>{fallback}</>;
  const { Component } = state;
  return (
    <BlockErrorBoundary name={id} fallback={fallback} onError={(error) => latestOnError.current?.(error)}>
      <Component {...props} />
    </BlockErrorBoundary>
  );
}
