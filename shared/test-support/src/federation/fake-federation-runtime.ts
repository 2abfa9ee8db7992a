// What `@module-federation/enhanced/runtime` is in jest (moduleNameMapper of the @storefront/build jest preset):
// remote modules come from what the test provided (remote-modules.ts), nothing is fetched.
import type * as federationRuntime from '@module-federation/enhanced/runtime';
import { loadRegisteredRemoteModule } from './remote-module-registry';

export function loadRemote<T>(id: string): Promise<T | null> {
  return loadRegisteredRemoteModule(id) as Promise<T>;
}

/** Remote entries are irrelevant here: every module a test loads is one it provided. */
export function registerRemotes(): void {}

/** Nothing to fetch ahead: provided modules are there already. */
export function preloadRemote(): Promise<void> {
  return Promise.resolve();
}

// Compile-time check that the fake keeps the real signatures.
const _sameSignatures: Pick<typeof federationRuntime, 'loadRemote' | 'registerRemotes' | 'preloadRemote'> = { loadRemote, registerRemotes, preloadRemote };
