// Configured faults (latency and/or forced status) matched by exact path or "prefix*" and optional method.
import type { components } from '@storefront/contracts';
import { badRequest } from '../http/errors';

/** A fault as POST /__faults takes it, and as GET /__faults lists it (with its id and hits): the contract's shapes. */
export type FaultSpec = components['schemas']['FaultSpec'];
export type Fault = components['schemas']['Fault'];

export function parseFaultSpec(body: unknown): FaultSpec {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Body must be a JSON object');
  const b = body as Record<string, unknown>;
  if (typeof b.path !== 'string' || !b.path.startsWith('/')) throw badRequest('path must be a string starting with "/"');
  if (b.method !== undefined && (typeof b.method !== 'string' || !/^[A-Za-z]+$/.test(b.method))) {
    throw badRequest('method must be an HTTP method name');
  }
  const int = (name: string, min: number, max: number): number | undefined => {
    const v = b[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      throw badRequest(`${name} must be an integer between ${min} and ${max}`);
    }
    return v;
  };
  const spec: FaultSpec = { path: b.path };
  if (typeof b.method === 'string') spec.method = b.method.toUpperCase();
  const status = int('status', 100, 599);
  const latencyMs = int('latencyMs', 0, 120_000);
  const times = int('times', 1, 1_000_000);
  if (status !== undefined) spec.status = status;
  if (latencyMs !== undefined) spec.latencyMs = latencyMs;
  if (times !== undefined) spec.times = times;
  if (b.body !== undefined) spec.body = b.body;
  if (spec.status === undefined && spec.latencyMs === undefined) throw badRequest('Give status and/or latencyMs');
  return spec;
}

export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: `fault-${this.nextId++}`, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  /** The first fault matching the request; counts the hit and drops the fault when its `times` are used up. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((f) => matches(f, method, path));
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.times !== undefined && fault.hits >= fault.times) this.remove(fault.id);
    return { ...fault };
  }
}

function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.method && fault.method !== method.toUpperCase()) return false;
  if (!fault.method && method.toUpperCase() === 'OPTIONS') return false;
  return fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path;
}
