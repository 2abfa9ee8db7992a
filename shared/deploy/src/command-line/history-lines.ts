import type { ListedChange, ReleaseList } from '../commands/releases';

const was = (change: ListedChange) => (change.previous === undefined ? '' : ` (was ${change.previous})`);
const share = (change: ListedChange) => (change.percent === undefined ? '' : ` for ${change.percent} % of shoppers`);

const WHAT: Record<ListedChange['action'], (change: ListedChange) => string> = {
  start: (change) => `npm start made ${change.release} live${was(change)}`,
  deploy: (change) => `deployed ${change.release}${was(change)}`,
  rollback: (change) => `rolled back to ${change.release}${was(change)}`,
  promote: (change) => `canary promoted: ${change.release} live${was(change)}`,
  'canary-start': (change) => `canary started: ${change.release}${share(change)}`,
  'canary-step': (change) => `canary stepped: ${change.release}${share(change)}`,
  'canary-abort': (change) => `canary aborted: ${change.release}`,
};

/** The time as ISO in UTC; a time that does not read as one as it was stored. */
function utc(at: string): string {
  const time = Date.parse(at);
  return Number.isNaN(time) ? at : new Date(time).toISOString();
}

/** One change as people read it: when, what, the release(s), who (and with which credential), and why. */
export function describeChange(change: ListedChange): string {
  const credential = change.credential === undefined ? '' : ` (credential: ${change.credential})`;
  const forced = change.forced ? ', forced past the live shell' : '';
  const reason = change.reason === undefined ? '' : `: "${change.reason}"`;
  return `${utc(change.at)}  ${WHAT[change.action](change)}${forced}, by ${change.by ?? 'someone not recorded'}${credential}${reason}`;
}

/** The history part of `npm run releases`: a heading that says how many of how many, then one line per change. */
export function historyLines(list: Pick<ReleaseList, 'history' | 'historyTotal'>): string[] {
  if (list.historyTotal === 0) return ['history: none recorded (never live in this storage)'];
  const more = list.history.length < list.historyTotal ? ' (--history <n> or --all for more)' : '';
  return [`history, newest first: ${list.history.length} of ${list.historyTotal}${more}`, ...list.history.map((change) => `  ${describeChange(change)}`)];
}
