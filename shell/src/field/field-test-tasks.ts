import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { waitFor } from '@testing-library/react';

let waiting = 0;

/** Node's MessageChannel, counting the messages not yet received (the reporter's task turns, field-reporter.ts). */
class CountedMessageChannel extends NodeMessageChannel {
  constructor() {
    super();
    waiting += 1;
    this.port1.once('message', () => {
      waiting -= 1;
    });
  }
}

/** jsdom has no MessageChannel. */
export function provideMessageChannel(): void {
  Object.assign(globalThis, { MessageChannel: CountedMessageChannel });
}

/** Once every reporter took its task turns: a test's page torn down before would break the ones still waiting. */
export const reportersSettled = () => waitFor(() => expect(waiting).toBe(0));
