import { FIELD_TOKEN_SERVER_TIMING, MAX_FIELD_ERRORS, MAX_FIELD_VIEWS, normalisePath } from '@storefront/contracts';
import { onErrorReported } from '@storefront/platform';
import type { RemoteRegistry } from '../registry/remote-registry';

/**
 * An error as the page saw it, attributed when reported (field-reporter.ts, error-details.ts): what reportError got,
 * an uncaught error (or the file its event names), a rejection's reason, or the fragment whose slot showed its error
 * state. At most what a report lists is kept, so what they hold is bounded.
 */
export interface RecordedError {
  kind: 'reported' | 'uncaught' | 'unhandled-rejection' | 'slot-error';
  /** The route view it belongs to (its index in the recording's views). */
  view: number;
  detail: unknown;
}

/** A route view: the document's first route, then one per route change inside the app. */
export interface RecordedView {
  /** normalisePath'd, without the query. */
  path: string;
  /** performance.now() when it began (0 for the document's first). */
  startedAt: number;
}

/** What the page records for its field reports, from the shell's start to the page's end. */
export interface FieldRecording {
  token: string;
  registry: RemoteRegistry;
  /** At most the views that can be reported and one more, whose start ends the last of them. */
  views: RecordedView[];
  /** Per view at most the errors one report can list (of those that may be the storefront's), as they came. */
  errors: RecordedError[];
}

/** What the reporter does when the shopper leaves a route view for another inside the app. */
export interface FieldReporter {
  viewStarted(): void;
}

interface Recorder {
  token: string;
  views: RecordedView[];
  errors: RecordedError[];
  keptInView: number;
  onViewStarted?: () => void;
  /** The page will not report (an override, no reporter): nothing more is kept, and nothing of what was. */
  stopped?: boolean;
}

/** Records nothing more and lets go of what it kept; its listeners stay, doing nothing (fewer bytes at start-up). */
function stop(current: Recorder): void {
  current.stopped = true;
  current.errors.length = 0;
  current.onViewStarted = undefined;
}

/** Only while the page may report: a page without a field token or with an override keeps nothing. */
let recorder: Recorder | undefined;

/**
 * `detail`: what reportError got (its report), an uncaught Error (or the file its event names), a rejection's reason,
 * or a slot's fragment name. Kept only while it can be sent: within the first views, up to a report's errors each.
 */
export function recordFieldError(kind: RecordedError['kind'], detail: unknown): void {
  const current = recorder;
  const view = (current?.views.length ?? 0) - 1;
  if (!current || current.stopped || view >= MAX_FIELD_VIEWS || current.keptInView >= MAX_FIELD_ERRORS) return;
  current.errors.push({ kind, view, detail });
  current.keptInView += 1;
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

// Before the swap: the new route's loading, mounting and their errors belong to its view.
const ROUTING_EVENT = 'single-spa:before-routing-event';

/**
 * From the shell's start, on a page with a field token: what reportError gets, uncaught errors, unhandled rejections,
 * and the route views (single-spa's routing events).
 */
export function recordFieldErrors(): void {
  const token = documentFieldToken();
  if (!token || recorder) return;
  const current: Recorder = { token, views: [{ path: normalisePath(location.pathname), startedAt: 0 }], errors: [], keptInView: 0 };
  addEventListener('error', (event) => recordFieldError('uncaught', event.error instanceof Error ? event.error : event.filename));
  addEventListener('unhandledrejection', (event) => recordFieldError('unhandled-rejection', event.reason));
  onErrorReported((report) => recordFieldError('reported', report));
  addEventListener(ROUTING_EVENT, () => {
    const { views } = current;
    const path = normalisePath(location.pathname);
    // single-spa's first routing event is the page's own route; after the last view reported, one more ends it.
    if (current.stopped || path === views[views.length - 1]?.path || views.length > MAX_FIELD_VIEWS) return;
    views.push({ path, startedAt: performance.now() });
    current.keptInView = 0;
    current.onViewStarted?.();
  });
  recorder = current;
}

const TRIGGERS = ['pointerdown', 'keydown', 'scroll', 'visibilitychange', 'pagehide'];

/**
 * Everything else of the field report (Web Vitals, attribution, the beacon) is field-reporter.ts, a chunk requested
 * with the shopper's first interaction, the first route change or when the page is hidden: nothing of it is on the
 * path to the first paint. A page without a field token (not served by a shell server) or with a squad's override
 * (not a release shoppers get) reports nothing, and records nothing more.
 */
export function startFieldRecording(registry: RemoteRegistry, overridden: boolean): void {
  const current = recorder;
  if (!current) return;
  if (overridden) return stop(current);
  const { token, views, errors } = current;
  const load = () => {
    TRIGGERS.forEach((type) => removeEventListener(type, load, true));
    current.onViewStarted = undefined;
    // The views that begin meanwhile are recorded, and the reporter reports them when it comes; without it, no report.
    void import(/* webpackChunkName: "field-reporter" */ './field-reporter').then(
      ({ startFieldReporter }) => {
        const reporter = startFieldReporter({ token, registry, views, errors });
        if (reporter) current.onViewStarted = () => reporter.viewStarted();
        else stop(current);
      },
      () => stop(current),
    );
  };
  current.onViewStarted = load;
  TRIGGERS.forEach((type) => addEventListener(type, load, { capture: true, passive: true }));
}
