/** The field metrics' names, as every shell server exposes them at /metrics and Prometheus stores them. */
export const FIELD_METRICS = {
  pageViews: 'storefront_field_page_views_total',
  errors: 'storefront_field_errors_total',
  /** Route views with at least one error attributed to the fragment: what a canary judges (one per view, however many). */
  viewsWithErrors: 'storefront_field_views_with_errors_total',
  lcp: 'storefront_field_lcp_seconds',
  inp: 'storefront_field_inp_seconds',
  cls: 'storefront_field_cls',
  slowInteractionScripts: 'storefront_field_slow_interaction_scripts_total',
  accepted: 'storefront_field_reports_accepted_total',
  rejected: 'storefront_field_reports_rejected_total',
  /** When this server's figures began (Unix seconds): another value at a later reading is a restart. */
  started: 'storefront_field_figures_started_seconds',
} as const;

/** Buckets around the Web Vitals thresholds (good / needs improvement / poor). */
export const FIELD_BUCKETS = {
  /** 2.5 s and 4 s. */
  lcp: [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8, 10],
  /** 200 ms and 500 ms. */
  inp: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6, 0.8, 1, 2],
  /** 0.1 and 0.25. */
  cls: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 1],
} as const;

/** An interaction slower than this has its long animation frames' scripts counted per fragment. */
export const SLOW_INTERACTION_MS = 200;

export const REJECTION_REASONS = [
  'too-large',
  'malformed',
  'malformed-token',
  'forged-token',
  'expired-token',
  'unknown-fragment',
  'unknown-release',
  'vitals-after-first-view',
  'repeated-fragment',
  'replayed',
  'too-many-reports',
  'cross-site',
  'rate-limited',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
