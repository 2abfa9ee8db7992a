import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '@storefront/platform';

/**
 * A Module Federation runtime plugin that begins each step of getting a fragment's module in a task of its own: the
 * remote entry's initialisation (the negotiation of its shared modules) and the request of the module's chunks. On a
 * slow phone both ran in the remote entry's load event, one long task.
 */
export function remoteStepsInOwnTasksPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'storefront-remote-steps', beforeInitRemote: yieldToMain, beforeGetExpose: yieldToMain };
}
