import { FIELD_TOKEN_META_NAME, normalisePath, type FieldErrorKind } from '@storefront/contracts';
import { onErrorReported } from '@storefront/platform';
import type { RemoteRegistry } from '../registry/remote-registry';

/** An error as the page saw it; field-reporter.ts attributes it to a fragment when it reports. */
export interface RecordedError {
  kind: FieldErrorKind;
  /** performance.now() when it happened: the route view it belongs to. */
  at: number;
  /** Named by whoever reported it (reportError's context, the shell's slots). */
  fragment?: string;
  /** Named by a remote module id (`mf_recommendations/ProductCard`) that failed to load. */
  remoteModule?: string;
  /** The error's stack (or the file it was thrown in): the fragment whose release files it points at. */
  stack?: string;
}

export interface RouteView {
  path: string;
  startedAt: number;
}

/** What the page recorded until the reporter came (with the first interaction, a route change or when hidden). */
export interface FieldRecording {
  token: string;
  registry: RemoteRegistry;
  errors: RecordedError[];
  views: RouteView[];
  /** Called with each route view begun after the first (the reporter reports the one left). */
  onView?: (view: RouteView) => void;
}

const errors: RecordedError[] = [];

export function recordFieldError(error: Omit<RecordedError, 'at'>): void {
  errors.push({ ...error, at: performance.now() });
}

const stackOf = (value: unknown): string | undefined => (value instanceof Error ? value.stack : undefined);

/**
 * Records from the shell's start what the field report needs, at the cost of a few listeners: errors (reportError,
 * uncaught errors, unhandled rejections), and the route views. Everything else (Web Vitals, attribution, the beacon)
 * is field-reporter.ts, a chunk requested with the shopper's first interaction, a route change or when the page is
 * hidden, never on the path to the first paint.
 */
export function recordFieldErrors(): void {
  addEventListener('error', (event) => recordFieldError({ kind: 'uncaught', stack: stackOf(event.error) ?? event.filename }));
  addEventListener('unhandledrejection', (event) => recordFieldError({ kind: 'unhandled-rejection', stack: stackOf(event.reason) }));
  onErrorReported(({ context, stack }) => {
    // The shell's own report of an application that failed to load or mount names its single-spa status.
    const failedToLoad = typeof context.remoteModule === 'string' || 'status' in context;
    recordFieldError({
      kind: failedToLoad ? 'load-failure' : 'reported',
      fragment: typeof context.fragment === 'string' ? context.fragment : undefined,
      remoteModule: typeof context.remoteModule === 'string' ? context.remoteModule : undefined,
      stack,
    });
  });
}

/**
 * Starts the route views and the reporter's triggers once the registry is known. A page without a field token (not
 * served by a shell server) or with a squad's override (not a release shoppers get) reports nothing.
 */
export function startFieldRecording(registry: RemoteRegistry, overridden: boolean): void {
  const token = document.querySelector<HTMLMetaElement>(`meta[name="${FIELD_TOKEN_META_NAME}"]`)?.content;
  if (!token || overridden || !navigator.sendBeacon) return;
  const recording: FieldRecording = { token, registry, errors, views: [{ path: normalisePath(location.pathname), startedAt: 0 }] };
  const triggers = ['pointerdown', 'keydown', 'scroll', 'visibilitychange', 'pagehide'];
  let reporter: Promise<unknown> | undefined;
  const load = () => {
    triggers.forEach((type) => removeEventListener(type, load, true));
    reporter ??= import(/* webpackChunkName: "field-reporter" */ './field-reporter').then((module) => module.startFieldReporter(recording));
  };
  triggers.forEach((type) => addEventListener(type, load, { capture: true, passive: true }));
  addEventListener('single-spa:routing-event', () => {
    const path = normalisePath(location.pathname);
    if (path === recording.views[recording.views.length - 1]?.path) return;
    const view = { path, startedAt: performance.now() };
    recording.views.push(view);
    recording.onView?.(view);
    load();
  });
}
