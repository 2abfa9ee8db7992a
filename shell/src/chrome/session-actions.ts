import { getApiClient, reportError, type SessionChangeOutcome } from '@storefront/platform';

type SessionOperation = 'logIn' | 'logOut';

const inFlight = new Map<SessionOperation, Promise<SessionChangeOutcome>>();

/**
 * One call of each operation at a time: a call while one is under way (a second click, the header and a fragment
 * asking at once) gets that one's outcome. After a success the page reloads; a failure is reported.
 */
function once(operation: SessionOperation, call: () => Promise<unknown>): Promise<SessionChangeOutcome> {
  let outcome = inFlight.get(operation);
  if (!outcome) {
    outcome = call()
      .then(
        (): SessionChangeOutcome => {
          window.location.reload();
          return 'succeeded';
        },
        (error: unknown): SessionChangeOutcome => {
          reportError(error, { operation });
          return 'failed';
        },
      )
      .finally(() => inFlight.delete(operation));
    inFlight.set(operation, outcome);
  }
  return outcome;
}

/** Simulated log-in: the sample backend sets the cid and zt_id cookies of a sample customer. */
export function logIn(customer = 'default'): Promise<SessionChangeOutcome> {
  return once('logIn', () => getApiClient('bff', 'shell').post('/session/login', { customer }));
}

export function logOut(): Promise<SessionChangeOutcome> {
  return once('logOut', () => getApiClient('bff', 'shell').post('/session/logout', {}));
}
