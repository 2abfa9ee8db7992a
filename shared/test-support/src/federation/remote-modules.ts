import type { RemoteModuleId, RemoteModules } from '@storefront/contracts';
import { afterEveryTest } from '../after-this-test';
import { deferred } from '../deferred';
import { clearRemoteModules, requestedRemoteModules, setRemoteModuleLoad } from './remote-module-registry';

afterEveryTest(clearRemoteModules);

/** loadRemoteModule(id) resolves with this module for the rest of the test. */
export function provideRemoteModule<Id extends RemoteModuleId>(id: Id, module: RemoteModules[Id]): void {
  setRemoteModuleLoad(id, () => Promise.resolve(module));
}

/** loadRemoteModule(id) rejects, as when the fragment is down. */
export function failRemoteModule(id: RemoteModuleId, error: Error = new Error(`Remote module ${id} could not be loaded`)): void {
  setRemoteModuleLoad(id, () => Promise.reject(error));
}

export interface HeldRemoteModule<Id extends RemoteModuleId> {
  provide(module: RemoteModules[Id]): void;
  fail(error?: Error): void;
}

/** loadRemoteModule(id) stays pending (loading states) until the test provides or fails the module. */
export function holdRemoteModule<Id extends RemoteModuleId>(id: Id): HeldRemoteModule<Id> {
  const held = deferred<RemoteModules[Id]>();
  setRemoteModuleLoad(id, () => held.promise);
  return {
    provide: (module) => held.resolve(module),
    fail: (error = new Error(`Remote module ${id} could not be loaded`)) => held.reject(error),
  };
}

/** The ids the page asked the federation runtime for in this test, in order. */
export function remoteModuleLoads(): readonly string[] {
  return requestedRemoteModules();
}

/** Forgets every provided, failed or held module and the loads (done after each test); mf_tracking/tracker is the fake tracker again. */
export function resetRemoteModules(): void {
  clearRemoteModules();
}
