import * as v from 'valibot';
import { FIELD_ERROR_KINDS, FRAGMENTS, MAX_FIELD_ERRORS, MAX_FIELD_VIEWS, SHELL_FIELD, type FieldName, type FieldReport } from '@storefront/contracts';

/** Every name a measurement may be attributed to: the federation's fragments and the shell. */
export const FIELD_NAMES: readonly FieldName[] = [SHELL_FIELD, ...FRAGMENTS.map((fragment) => fragment.name)];

/** Longer than a minute is not an LCP or an interaction a page measured but a broken clock or a forged report. */
const MAX_MILLISECONDS = 60_000;
const MAX_CLS = 10;

// Any string at first: a name outside the federation is refused as `unknown-fragment` (counted apart), not as malformed.
const fieldName = v.pipe(v.string(), v.maxLength(64));
const milliseconds = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_MILLISECONDS));
const attributed = <T extends v.GenericSchema<number>>(value: T) => v.strictObject({ fragment: fieldName, value });

/** A field report as the browser sends it (FieldReport), bounded in every part. */
export const FIELD_REPORT_SCHEMA = v.strictObject({
  token: v.pipe(v.string(), v.maxLength(2048)),
  view: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_FIELD_VIEWS - 1)),
  path: v.pipe(
    v.string(),
    v.startsWith('/'),
    v.maxLength(512),
    v.check((path) => !path.includes('?') && !path.includes('#'), 'a path without query'),
  ),
  releases: v.pipe(
    v.record(fieldName, v.pipe(v.string(), v.maxLength(128))),
    v.check((releases) => Object.keys(releases).length <= FIELD_NAMES.length, 'too many releases'),
  ),
  errors: v.pipe(v.array(v.strictObject({ fragment: fieldName, kind: v.picklist(FIELD_ERROR_KINDS) })), v.maxLength(MAX_FIELD_ERRORS)),
  lcp: v.optional(attributed(milliseconds)),
  cls: v.optional(v.pipe(v.array(attributed(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_CLS)))), v.maxLength(FIELD_NAMES.length))),
  inp: v.optional(v.strictObject({ fragment: fieldName, value: milliseconds, scripts: v.pipe(v.array(fieldName), v.maxLength(FIELD_NAMES.length)) })),
});

export function parseFieldReport(text: string): FieldReport | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(FIELD_REPORT_SCHEMA, value);
  return parsed.success ? (parsed.output as FieldReport) : undefined;
}

/** Every fragment name the report uses. */
export function namesIn(report: FieldReport): string[] {
  return [
    ...Object.keys(report.releases),
    ...report.errors.map((error) => error.fragment),
    ...(report.lcp ? [report.lcp.fragment] : []),
    ...(report.cls ?? []).map((share) => share.fragment),
    ...(report.inp ? [report.inp.fragment, ...report.inp.scripts] : []),
  ];
}
