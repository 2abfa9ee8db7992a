import { VISITS, type Visit } from '../../support/visits';

// The benchmarks' command-line values, checked alike: each function returns the value or throws, naming the option
// and what it takes.

/** `--<name> N`: a whole number from 1. */
export function wholeNumberOption(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} takes a whole number from 1, not ${value}`);
  return parsed;
}

/** `--cpu-slowdown N`: how many times slower than the host, a number from 1; undefined when not given. */
export function cpuSlowdownOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!(parsed >= 1)) throw new Error(`--cpu-slowdown takes a number from 1, not ${value}`);
  return parsed;
}

/** `--route /path`: a path of the shop. */
export function routeOption(value: string): string {
  if (!value.startsWith('/')) throw new Error(`--route takes a path starting with /, not ${value}`);
  return value;
}

/** `--visit first|returning` (support/visits.ts). */
export function visitOption(kind: string): Visit {
  const visit = VISITS.find((candidate) => candidate.kind === kind);
  if (!visit) throw new Error(`--visit takes ${VISITS.map((candidate) => candidate.kind).join(' or ')}, not ${kind}`);
  return visit;
}
