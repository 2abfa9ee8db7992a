import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { fragmentByName } from '@storefront/contracts';
// The field report's own module, not the contracts' index: its constants then come with this chunk only.
import {
  FIELD_REPORT_PATH,
  FIELD_REPORTER_STARTED_MARK,
  MAX_FIELD_ERRORS,
  MAX_FIELD_VIEWS,
  readFieldTokenClaims,
  SHELL_FIELD,
  type AttributedValue,
  type FieldErrorKind,
  type FieldInteraction,
  type FieldName,
  type FieldReport,
} from '@storefront/contracts/src/field-reports';
import { APPLICATIONS } from '../applications/application-definitions';
import { errorDetails } from './error-details';
import { fieldAttribution, fragmentOfModule, type FieldAttribution } from './field-attribution';
import type { FieldRecording, FieldReporter, RecordedError } from './field-recorder';

const isFieldName = (name: string | undefined): name is FieldName => name === SHELL_FIELD || fragmentByName(name ?? '') !== undefined;
const decodeBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** Hands the main thread back for a task, unthrottled in a hidden page (where timers wait a second). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });

/**
 * web-vitals handles an interaction's Event Timing entries in an idle callback (at most 1 s later) or at the next
 * `visibilitychange` (its listener is on window, in the capture phase). A page left by navigation fires `pagehide`
 * first (Chromium's headless shell no `visibilitychange` at all), so a click shortly before a busy page is left would
 * be missing from the report sent at `pagehide`. This event, on window only and while the page is still visible, runs
 * those waiting callbacks now; web-vitals' handling of a hidden page checks `visibilityState` and ignores it.
 */
const handPendingEntriesToWebVitals = () => dispatchEvent(new Event('visibilitychange'));

/** The document's vitals as web-vitals has them so far, attributed when they came (the elements may go later). */
interface Vitals {
  lcp?: AttributedValue;
  /** Each fragment's part of the worst session window: the shifts whose sources it holds. */
  clsShares?: Map<FieldName, number>;
  inp?: FieldInteraction;
}

function measureVitals(attribution: FieldAttribution): Vitals {
  const vitals: Vitals = {};
  // Called by web-vitals on the element when the entry comes, so a target removed later is still attributed.
  const generateTarget = (node: Node | null) => attribution.ofElement(node);
  onLCP(
    ({ value, attribution: { target } }) => {
      if (isFieldName(target)) vitals.lcp = { fragment: target, value };
    },
    { reportAllChanges: true, generateTarget },
  );
  onCLS(
    ({ entries }) => {
      const shares = new Map<FieldName, number>();
      for (const entry of entries) {
        const owners = new Set(entry.sources.map((source) => attribution.ofElement(source.node)).filter(isFieldName));
        owners.forEach((owner) => shares.set(owner, (shares.get(owner) ?? 0) + entry.value));
      }
      vitals.clsShares = shares;
    },
    { reportAllChanges: true, generateTarget },
  );
  onINP(
    ({ value, attribution: { interactionTarget, longAnimationFrameEntries } }) => {
      if (!isFieldName(interactionTarget)) return;
      const scripts = longAnimationFrameEntries.flatMap((frame) => frame.scripts.map((script) => attribution.ofFile(script.sourceURL)));
      vitals.inp = { fragment: interactionTarget, value, scripts: [...new Set(scripts.filter(isFieldName))] };
    },
    { reportAllChanges: true, generateTarget },
  );
  return vitals;
}

/** The fragment an error is attributed to and its kind (undefined: not the storefront's, e.g. an extension's). */
function attributeError(error: RecordedError, attribution: FieldAttribution): { fragment: FieldName | undefined; kind: FieldErrorKind } {
  const { kind } = error;
  const { fragment, files, ...details } = errorDetails(error);
  if (kind === 'slot-error') return { kind, fragment: isFieldName(fragment) ? fragment : undefined };
  if (kind !== 'reported') return { kind, fragment: attribution.ofFiles(files) };
  const remoteModule = details.remoteModule !== undefined ? fragmentOfModule(details.remoteModule) : undefined;
  const named = isFieldName(fragment) ? fragment : undefined;
  // A remote module that failed to load, or the shell's own report of an application that failed (its single-spa status).
  const failedToLoad = remoteModule !== undefined || details.applicationStatus === true;
  // What reportError gets comes from the storefront's own code: the shell's when no fragment is named or found.
  return { kind: failedToLoad ? 'load-failure' : 'reported', fragment: remoteModule ?? named ?? attribution.ofFiles(files) ?? SHELL_FIELD };
}

/**
 * The report of each route view, sent once with `navigator.sendBeacon` when the view is left inside the app or the
 * page is hidden or left; the views the recorder saw begin before the reporter came too, in their order. Web Vitals
 * come from web-vitals' attribution build: the document's LCP, CLS and INP go with its first route view (web-vitals
 * measures them per document; the views after an in-app navigation report their page views and errors).
 */
export function startFieldReporter(recording: FieldRecording): FieldReporter | undefined {
  const claims = readFieldTokenClaims(recording.token, decodeBase64Url);
  if (!claims || !navigator.sendBeacon) return undefined;
  const attribution = fieldAttribution(recording.registry, location.origin);
  const vitals = measureVitals(attribution);
  const { views } = recording;

  const reportOf = (index: number): FieldReport => {
    const view = views[index] ?? { path: '/', startedAt: 0 };
    const end = views[index + 1]?.startedAt ?? Infinity;
    const during = (at: number) => at >= view.startedAt && at < end;
    const errors = recording.errors.flatMap((error) => {
      const attributed = error.view === index ? attributeError(error, attribution) : undefined;
      return attributed?.fragment ? [{ fragment: attributed.fragment, kind: attributed.kind }] : [];
    });
    const pageFragments = APPLICATIONS.filter((app) => app.activeWhen({ pathname: view.path } as Location)).map((app) => app.name);
    const loadedFiles = performance.getEntriesByType('resource').flatMap((entry) => (during(entry.startTime) ? [attribution.ofFile(entry.name)] : []));
    const first = index === 0;
    const inPage: FieldName[] = [SHELL_FIELD, ...APPLICATIONS.filter((app) => app.kind === 'page' && pageFragments.includes(app.name)).map((app) => app.name)];
    const cls = first && vitals.clsShares ? inPage.map((fragment) => ({ fragment, value: vitals.clsShares?.get(fragment) ?? 0 })) : undefined;
    const measured = [SHELL_FIELD, ...pageFragments, ...loadedFiles, ...errors.map((error) => error.fragment)];
    if (first) measured.push(...[vitals.lcp?.fragment, vitals.inp?.fragment, ...(vitals.inp?.scripts ?? [])].filter(isFieldName));
    const releases: FieldReport['releases'] = {};
    for (const name of new Set(measured.filter(isFieldName))) if (claims.releases[name]) releases[name] = claims.releases[name];
    // Nothing of a fragment whose release the document did not name (e.g. none in the registry).
    const known = <T extends { fragment: FieldName }>(value: T | undefined) => (value && releases[value.fragment] ? value : undefined);
    const inp = known(first ? vitals.inp : undefined);
    return {
      token: recording.token,
      view: index,
      path: view.path,
      releases,
      errors: errors.filter((error) => releases[error.fragment]).slice(0, MAX_FIELD_ERRORS),
      lcp: known(first ? vitals.lcp : undefined),
      cls: cls?.filter((share) => releases[share.fragment]),
      inp: inp && { ...inp, scripts: inp.scripts.filter((fragment) => releases[fragment]) },
    };
  };

  // Each view once, in order (a page restored from the back/forward cache sends only the views it begins then).
  let unsent = 0;
  const sendUpTo = (last: number) => {
    for (; unsent <= last && unsent < MAX_FIELD_VIEWS; unsent += 1) navigator.sendBeacon(FIELD_REPORT_PATH, JSON.stringify(reportOf(unsent)));
  };
  const sendLeft = () => sendUpTo(views.length - 2);
  const sendAll = () => sendUpTo(views.length - 1);
  // After web-vitals' own listeners (added above, on window in the capture phase), which report their last values.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && sendAll());
  addEventListener('pagehide', () => {
    handPendingEntriesToWebVitals();
    sendAll();
  });
  performance.mark?.(FIELD_REPORTER_STARTED_MARK);
  // The browser hands web-vitals the buffered entries (the first view's vitals) a few tasks after it observes: what
  // is due already (views left before the reporter came, all of them in a hidden page) goes after those tasks.
  let settled = false;
  void [0, 1, 2, 3, 4, 5, 6, 7]
    .reduce((turns) => turns.then(nextTask), Promise.resolve())
    .then(() => {
      settled = true;
      if (document.visibilityState === 'hidden') sendAll();
      else sendLeft();
    });
  return {
    viewStarted() {
      if (settled) sendLeft();
    },
  };
}
