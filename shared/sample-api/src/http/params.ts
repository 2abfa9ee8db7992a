// Strict parsing of query values: malformed values become 400 answers with the parameter's name.
import { badRequest } from './errors';

export type Query = Record<string, string | string[] | undefined>;

/** A scalar query value; repeating a scalar parameter is an error. */
export function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw badRequest(`Query parameter ${name} must be given at most once`);
  return value === undefined || value === '' ? undefined : value;
}

/** A comma-joined list; also accepts repeated `name=` and `name[]=` parameters. */
export function list(query: Query, name: string): string[] | undefined {
  const raw = [query[name], query[`${name}[]`]].flat().filter((v): v is string => typeof v === 'string');
  if (raw.length === 0) return undefined;
  const items = raw.flatMap((v) => v.split(',')).map((v) => v.trim());
  if (items.some((v) => v === '')) throw badRequest(`Query parameter ${name} contains an empty list entry`);
  return items;
}

export function integer(query: Query, name: string, bounds: { min?: number; max?: number } = {}): number | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw badRequest(`Query parameter ${name} must be an integer, got "${value}"`);
  return checkBounds(name, Number(value), bounds);
}

export function decimal(query: Query, name: string, bounds: { min?: number; max?: number } = {}): number | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw badRequest(`Query parameter ${name} must be a number, got "${value}"`);
  return checkBounds(name, Number(value), bounds);
}

function checkBounds(name: string, n: number, { min, max }: { min?: number; max?: number }): number {
  if (min !== undefined && n < min) throw badRequest(`Query parameter ${name} must be at least ${min}`);
  if (max !== undefined && n > max) throw badRequest(`Query parameter ${name} must be at most ${max}`);
  return n;
}

export function boolean(query: Query, name: string): boolean | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(`Query parameter ${name} must be true or false, got "${value}"`);
}

export function oneOf<T extends string>(query: Query, name: string, allowed: readonly T[]): T | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw badRequest(`Query parameter ${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

export function integerList(query: Query, name: string): number[] | undefined {
  const items = list(query, name);
  if (!items) return undefined;
  return items.map((item) => {
    if (!/^\d+$/.test(item)) throw badRequest(`Query parameter ${name} must be a comma-joined list of integers, got "${item}"`);
    return Number(item);
  });
}

/** Path parameter that must be a positive integer. */
export function positiveIntegerParam(name: string, value: string | undefined): number {
  if (!value || !/^\d+$/.test(value) || Number(value) < 1) {
    throw badRequest(`Path parameter ${name} must be a positive integer, got "${value ?? ''}"`);
  }
  return Number(value);
}
