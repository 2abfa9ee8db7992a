import { reportError, type SessionChangeOutcome } from '@storefront/platform';

/**
 * Logging in or out, with its code (session-actions.ts) asked for when the shopper does it: most pages never do.
 * A code that cannot be loaded is a failed change, as a failed call is.
 */
export function sessionAction(action: 'logIn' | 'logOut'): () => Promise<SessionChangeOutcome> {
  return () =>
    import(/* webpackChunkName: "session-actions" */ './session-actions').then(
      (actions) => actions[action](),
      (error: unknown): SessionChangeOutcome => {
        reportError(error, { operation: action });
        return 'failed';
      },
    );
}
