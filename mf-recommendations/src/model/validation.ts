// Small readers for untyped JSON: each returns the value when it has the expected type, otherwise undefined.

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readString(record: JsonRecord, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

export function readNonEmptyString(record: JsonRecord, key: string): string | undefined {
  const value = readString(record, key);
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

export function readFiniteNumber(record: JsonRecord, key: string): number | undefined {
  const value = record[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function readBoolean(record: JsonRecord, key: string): boolean | undefined {
  const value = record[key];
  return typeof value === 'boolean' ? value : undefined;
}

export function readRecord(record: JsonRecord, key: string): JsonRecord | undefined {
  const value = record[key];
  return isRecord(value) ? value : undefined;
}

export function readOneOf<T extends string>(record: JsonRecord, key: string, allowed: readonly T[]): T | undefined {
  const value = record[key];
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Collects what is wrong with one input, so it can be reported once with every problem named. */
export class Problems {
  readonly list: string[] = [];

  add(problem: string): void {
    this.list.push(problem);
  }

  get isEmpty(): boolean {
    return this.list.length === 0;
  }
}
