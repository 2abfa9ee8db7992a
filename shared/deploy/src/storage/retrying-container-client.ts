import { ContainerClient, type Pipeline } from '@azure/storage-blob';
import type { PipelinePolicy } from '@azure/core-rest-pipeline';

/** The storage SDK's own retry policy, which transientRetryPolicy replaces. */
const STORAGE_RETRY_POLICY_NAME = 'storageRetryPolicy';

/**
 * A container client whose requests are retried by `retry` (transient-retry-policy.ts) in the pipeline's Retry phase.
 * The storage SDK makes one Azure core pipeline per `Pipeline` object and gives it to every blob client this
 * container client makes (`getBlobClient` passes its pipeline on), so replacing the policy here replaces it for them
 * too; the fault-injection tests (transient-failures.test.ts) go through blob clients and would fail otherwise.
 */
export class RetryingContainerClient extends ContainerClient {
  constructor(url: string, pipeline: Pipeline, retry: PipelinePolicy) {
    super(url, pipeline);
    const core = this.storageClientContext.pipeline;
    core.removePolicy({ name: STORAGE_RETRY_POLICY_NAME });
    core.addPolicy(retry, { phase: 'Retry' });
  }

  /** The names of the pipeline's policies in the order a request passes them (for the tests). */
  policyNames(): string[] {
    return this.storageClientContext.pipeline.getOrderedPolicies().map((policy) => policy.name);
  }
}
