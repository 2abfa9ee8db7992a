// An append-only, ordered log of received tracking events or error reports (with a size cap).
export type StoredEntry = Record<string, unknown> & { receivedAt: string };

export class EventLog {
  private entries: StoredEntry[] = [];

  constructor(
    private readonly now: () => Date,
    private readonly limit = 50_000,
  ) {}

  append(items: unknown[]): number {
    const receivedAt = this.now().toISOString();
    for (const item of items) {
      const entry =
        item && typeof item === 'object' && !Array.isArray(item) ? { ...(item as Record<string, unknown>), receivedAt } : { value: item, receivedAt };
      this.entries.push(entry);
    }
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
    return items.length;
  }

  list(filter: { event?: string } = {}): StoredEntry[] {
    return filter.event === undefined ? [...this.entries] : this.entries.filter((e) => e.event === filter.event);
  }

  get size(): number {
    return this.entries.length;
  }

  clear(): void {
    this.entries = [];
  }
}
