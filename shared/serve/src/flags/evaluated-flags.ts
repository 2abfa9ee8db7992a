import { randomUUID } from 'node:crypto';
import { OpenFeature, type EvaluationContext, type Provider } from '@openfeature/server-sdk';
import { FEATURE_FLAGS, type FeatureFlagName } from '@storefront/contracts/src/feature-flags';

const FLAG_NAMES = Object.values(FEATURE_FLAGS) as FeatureFlagName[];

/**
 * The storefront's flags evaluated through OpenFeature on the shell's server, for the document (the browser reads
 * them from the inlined config: no flag SDK in the shopper's JavaScript) and for the first views rendered on the
 * server. Each server has a domain of its own in OpenFeature's registry, so several can share a process (tests).
 */
export class FlagEvaluator {
  private readonly domain = `storefront-shell-${randomUUID()}`;
  private readonly ready: Promise<void>;

  constructor(provider: Provider) {
    this.ready = OpenFeature.setProviderAndWait(this.domain, provider);
  }

  /** Every flag as the config holds it ('true' / 'false'), evaluated for the context. */
  async evaluate(context: EvaluationContext = {}): Promise<Record<FeatureFlagName, 'true' | 'false'>> {
    await this.ready;
    const client = OpenFeature.getClient(this.domain);
    const values = await Promise.all(FLAG_NAMES.map(async (name) => [name, (await client.getBooleanValue(name, false, context)) ? 'true' : 'false'] as const));
    return Object.fromEntries(values) as Record<FeatureFlagName, 'true' | 'false'>;
  }
}
