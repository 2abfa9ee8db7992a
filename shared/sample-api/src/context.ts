// Everything a route needs, created once per server instance (tests get fresh state per createServer()).
import type { DataSet } from './data/load';
import type { CartStore } from './domain/cart-store';
import type { FaultStore } from './faults/fault-store';
import type { EventLog } from './tracking/event-log';

export interface AppContext {
  data: DataSet;
  publicOrigin: string;
  tagManagerDelayMs: number;
  /** Used for injected latency; tests pass a recorder instead of a real timer. */
  wait: (ms: number) => Promise<void>;
  now: () => Date;
  faults: FaultStore;
  events: EventLog;
  errors: EventLog;
  carts: CartStore;
  openapiYaml: string;
}
