import { fakeTrackerModule } from '../tracking/fake-tracker-module';

type Load = () => Promise<unknown>;

// mf-tracking's tracker is always there unless a test says otherwise, as on a page with every remote up.
const defaults: ReadonlyArray<[string, Load]> = [['mf_tracking/tracker', () => Promise.resolve(fakeTrackerModule)]];

const loads = new Map<string, Load>(defaults);
const requested: string[] = [];

/** What the fake federation runtime answers for one remote module id. */
export function setRemoteModuleLoad(id: string, load: Load): void {
  loads.set(id, load);
}

export function loadRegisteredRemoteModule(id: string): Promise<unknown> {
  requested.push(id);
  const load = loads.get(id);
  if (!load) {
    return Promise.reject(new Error(`Remote module ${id} is not provided in this test: use provideRemoteModule, failRemoteModule or holdRemoteModule`));
  }
  return load();
}

export function requestedRemoteModules(): readonly string[] {
  return [...requested];
}

export function clearRemoteModules(): void {
  loads.clear();
  defaults.forEach(([id, load]) => loads.set(id, load));
  requested.length = 0;
}
