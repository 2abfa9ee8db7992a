import type * as React from 'react';

/** How many of React's startTransition calls a test has seen, and how many are running right now. */
export const transitions = { started: 0, running: 0 };

/**
 * React with a `startTransition` that counts into `transitions` and calls through, for tests of what must render
 * at transition priority:
 *
 *   jest.mock('react', () => jest.requireActual<typeof import('@storefront/test-support/counted-transitions')>(
 *     '@storefront/test-support/counted-transitions').reactCountingTransitions());
 */
export function reactCountingTransitions(): typeof React {
  const actual = jest.requireActual<typeof React>('react');
  return {
    ...actual,
    startTransition: (scope: React.TransitionFunction) => {
      transitions.started += 1;
      transitions.running += 1;
      try {
        actual.startTransition(scope);
      } finally {
        transitions.running -= 1;
      }
    },
  };
}
