import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule, reportError } from '@storefront/platform';
import type { RemoteModuleId, RemoteModules } from '@storefront/contracts';
import { BlockErrorBoundary } from '../error-boundary/BlockErrorBoundary';

type ComponentModuleId = {
  // Inferred, not `ComponentType<never>`: class components make that check fail, and every id became never.
  [Id in RemoteModuleId]: RemoteModules[Id] extends { default: ComponentType<infer _Props> } ? Id : never;
}[RemoteModuleId];

type PropsOf<Id extends ComponentModuleId> = RemoteModules[Id] extends { default: ComponentType<infer P> }
  ? P & object
  : never;

type LoadState<P> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed' };

/**
 * Renders a component another fragment exposes. While it loads it renders `loading`;
 * if the fragment is unavailable or the component throws, it renders nothing and the page stays.
 */
export function RemoteComponent<Id extends ComponentModuleId>({
  id,
  props,
  loading = null,
}: {
  id: Id;
  props: PropsOf<Id>;
  loading?: ReactNode;
}) {
  const [state, setState] = useState<LoadState<PropsOf<Id>>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loadRemoteModule(id)
      .then((module) => {
        const Component = (module as { default: ComponentType<PropsOf<Id>> }).default;
        if (active) setState({ status: 'ready', Component });
      })
      .catch((error: unknown) => {
        reportError(error, { remoteModule: id });
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [id]);
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'failed') return null;
  const { Component } = state;
  return (
    <BlockErrorBoundary name={id} fallback={null}>
      <Component {...props} />
    </BlockErrorBoundary>
  );
}
