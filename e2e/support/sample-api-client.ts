import type { APIRequestContext } from '@playwright/test';
import type { SchemaFaultSpec } from '@storefront/contracts';
import { SAMPLE_API_URL } from './urls';

export type Fault = SchemaFaultSpec;

export type CollectedEvent = Record<string, unknown> & { event?: string };

/** The sample backend's test endpoints: tracking collector, error collector, fault injection. */
export class SampleApi {
  constructor(private readonly request: APIRequestContext) {}

  readonly baseUrl = SAMPLE_API_URL;

  async events(filter: { event?: string } = {}): Promise<CollectedEvent[]> {
    const response = await this.request.get(`${SAMPLE_API_URL}/collector/events`, { params: filter });
    return ((await response.json()) as { events: CollectedEvent[] }).events;
  }

  async clearEvents(): Promise<void> {
    await this.request.delete(`${SAMPLE_API_URL}/collector/events`);
  }

  async errors(): Promise<Record<string, unknown>[]> {
    const response = await this.request.get(`${SAMPLE_API_URL}/collector/errors`);
    const body = (await response.json()) as { errors?: Record<string, unknown>[]; events?: Record<string, unknown>[] };
    return body.errors ?? body.events ?? [];
  }

  async clearErrors(): Promise<void> {
    await this.request.delete(`${SAMPLE_API_URL}/collector/errors`);
  }

  async addFault(fault: Fault): Promise<void> {
    const response = await this.request.post(`${SAMPLE_API_URL}/__faults`, { data: fault });
    if (!response.ok()) throw new Error(`Fault ${JSON.stringify(fault)} was refused: HTTP ${response.status()}`);
  }

  async clearFaults(): Promise<void> {
    await this.request.delete(`${SAMPLE_API_URL}/__faults`);
  }
}
