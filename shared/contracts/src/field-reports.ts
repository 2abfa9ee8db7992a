/**
 * Field reports (issue 39): what a page sends once per route view when it is hidden or left, and what the shell's
 * servers take from it (shared/serve: field/). Every measurement names the fragment it is attributed to by its
 * folder name, or `shell` for the shell's own chrome; releases come from the document's signed field token.
 */
import type { FragmentName } from './federation';

/** The same-origin endpoint every shell server takes the reports at (POST), and the metrics endpoint (GET). */
export const FIELD_REPORT_PATH = '/__rum';
export const METRICS_PATH = '/metrics';
/**
 * The user-timing mark the reporter sets once it listens for the page being hidden or left: a page left before it
 * (the chunk comes with the first interaction) sends no report, which browser tests wait out.
 */
export const FIELD_REPORTER_STARTED_MARK = 'storefront:field-reporter-started';

/** The shell's own chrome (header, footer, consent banner, slots' states) in every figure. */
export const SHELL_FIELD = 'shell';
export type FieldName = FragmentName | typeof SHELL_FIELD;

/** A report larger than this is refused unread. */
export const MAX_FIELD_REPORT_BYTES = 16 * 1024;
/** Route views one document may report (its first route and the in-app navigations after it). */
export const MAX_FIELD_VIEWS = 20;
/** Errors one report may list; a page that has more sends the first ones. */
export const MAX_FIELD_ERRORS = 40;

export const FIELD_ERROR_KINDS = [
  /** `reportError` of @storefront/platform (with the fragment its context names). */
  'reported',
  /** An uncaught error whose stack points at the files of a fragment's release (or the shell's). */
  'uncaught',
  /** An unhandled rejection, likewise. */
  'unhandled-rejection',
  /** A fragment's slot showed its error state. */
  'slot-error',
  /** A fragment's module could not be loaded (down, 404/500, time-out, refused). */
  'load-failure',
] as const;
export type FieldErrorKind = (typeof FIELD_ERROR_KINDS)[number];

export interface FieldError {
  fragment: FieldName;
  kind: FieldErrorKind;
}

/** A Web Vital attributed to one fragment: milliseconds for LCP and INP, the unitless score for CLS. */
export interface AttributedValue {
  fragment: FieldName;
  value: number;
}

export interface FieldInteraction extends AttributedValue {
  /** Fragments whose release files ran the long animation frames' scripts of the interaction (by the scripts' URLs). */
  scripts: FieldName[];
}

/** One route view's report: the page's URL path (never its query), nothing that identifies the shopper. */
export interface FieldReport {
  /** The document's field token, as its `<meta>` carried it. */
  token: string;
  /** 0 for the document's first route, then one more per route left inside the app. */
  view: number;
  path: string;
  /** The release of each fragment this view loaded, by fragment name (and `shell`). */
  releases: Partial<Record<FieldName, string>>;
  errors: FieldError[];
  /** The fragment whose slot holds the LCP element (the document's first view only). */
  lcp?: AttributedValue;
  /** Each fragment's share of the page's CLS: the worst session window's shifts whose sources it holds. */
  cls?: AttributedValue[];
  /** The interaction's target's fragment, with the scripts of its long animation frames. */
  inp?: FieldInteraction;
}

/** What the document's field token names (signed by the shell's server; readable by the page). */
export interface FieldTokenClaims {
  /** When the document was served (ms since the epoch). */
  issuedAt: number;
  /** A random id: the token is accepted once per view and server. */
  id: string;
  /** The release of each fragment (and the shell) the document composed. */
  releases: Partial<Record<FieldName, string>>;
}

/** `<base64url claims>.<base64url signature>`: the claims part as the page reads it. */
export function readFieldTokenClaims(token: string, decode: (base64url: string) => string): FieldTokenClaims | undefined {
  const [claims] = token.split('.');
  try {
    const parsed = JSON.parse(decode(claims ?? '')) as FieldTokenClaims;
    return typeof parsed === 'object' && parsed !== null && typeof parsed.releases === 'object' && parsed.releases !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}
