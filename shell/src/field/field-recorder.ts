import { FIELD_TOKEN_SERVER_TIMING } from '@storefront/contracts';
import { onErrorReported, type ErrorReport } from '@storefront/platform';
import type { RemoteRegistry } from '../registry/remote-registry';

/**
 * An error as the page saw it, attributed when reported (field-reporter.ts): what reportError got, an uncaught error
 * or a rejection's reason, or the name of the fragment whose slot showed its error state.
 */
export interface RecordedError {
  kind: 'reported' | 'uncaught' | 'unhandled-rejection' | 'slot-error';
  /** performance.now(): the route view it belongs to. */
  at: number;
  detail: ErrorReport | unknown;
}

/** What the page recorded until the reporter came. */
export interface FieldRecording {
  token: string;
  registry: RemoteRegistry;
  errors: RecordedError[];
  /** The document's first route. */
  firstPath: string;
  /** What made the page ask for the reporter (a route change: when its first route view ended). */
  trigger: Event;
}

const errors: RecordedError[] = [];

export function recordFieldError(kind: RecordedError['kind'], detail: unknown): void {
  errors.push({ kind, at: performance.now(), detail });
}

/** From the shell's start, at the cost of three listeners: what reportError gets, uncaught errors, unhandled rejections. */
export function recordFieldErrors(): void {
  addEventListener('error', (event) => recordFieldError('uncaught', event.error ?? event.filename));
  addEventListener('unhandledrejection', (event) => recordFieldError('unhandled-rejection', event.reason));
  onErrorReported((report) => recordFieldError('reported', report));
}

/**
 * The field token the shell's server sent with this document, in its `Server-Timing` header (not in the HTML: one
 * document's bytes go to many shoppers). Undefined without one, or in a browser without server timings.
 */
function documentFieldToken(): string | undefined {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const timings = (navigation as PerformanceNavigationTiming | undefined)?.serverTiming ?? [];
  return timings.find((timing) => timing.name === FIELD_TOKEN_SERVER_TIMING)?.description || undefined;
}

const TRIGGERS = ['pointerdown', 'keydown', 'scroll', 'visibilitychange', 'pagehide', 'single-spa:routing-event'];

/**
 * Everything else of the field report (Web Vitals, attribution, the beacon) is field-reporter.ts, a chunk requested
 * with the shopper's first interaction, the first route change or when the page is hidden: nothing of it is on the
 * path to the first paint. A page without a field token (not served by a shell server) or with a squad's override
 * (not a release shoppers get) reports nothing.
 */
export function startFieldRecording(registry: RemoteRegistry, overridden: boolean): void {
  const token = documentFieldToken();
  const firstPath = location.pathname;
  if (!token || overridden) return;
  const load = (trigger: Event) => {
    // single-spa's first routing event is the page's own route.
    if (trigger.type === TRIGGERS[5] && location.pathname === firstPath) return;
    TRIGGERS.forEach((type) => removeEventListener(type, load, true));
    void import(/* webpackChunkName: "field-reporter" */ './field-reporter').then((reporter) =>
      reporter.startFieldReporter({ token, registry, errors, firstPath, trigger }),
    );
  };
  TRIGGERS.forEach((type) => addEventListener(type, load, { capture: true, passive: true }));
}
