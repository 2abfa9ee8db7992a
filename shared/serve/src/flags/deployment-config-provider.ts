import { ErrorCode, StandardResolutionReasons, type EvaluationContext, type JsonValue, type Provider, type ResolutionDetails } from '@openfeature/server-sdk';
import type { StorefrontConfig } from '@storefront/contracts';

/**
 * An OpenFeature provider that reads the deployment's config document (the live revision the shell's server holds):
 * a flag's value is its string in `featureFlags`, on only for 'true'. A shop with a flag service of its own (flagd,
 * LaunchDarkly, Unleash ...) sets that service's OpenFeature provider instead and changes nothing else.
 */
export class DeploymentConfigProvider implements Provider {
  readonly metadata = { name: 'storefront-deployment-config' } as const;
  readonly runsOn = 'server' as const;

  constructor(private readonly config: () => Promise<{ revision: number; config: StorefrontConfig } | undefined>) {}

  async resolveBooleanEvaluation(flagKey: string, defaultValue: boolean, _context: EvaluationContext): Promise<ResolutionDetails<boolean>> {
    const live = await this.config();
    const value = live?.config.featureFlags[flagKey];
    if (value === undefined) {
      return {
        value: defaultValue,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.FLAG_NOT_FOUND,
        errorMessage: `${flagKey} is not in the config`,
      };
    }
    // The config revision is the flag's version: what was served can be traced to its change (npm run config -- history).
    return { value: value === 'true', variant: value, reason: StandardResolutionReasons.STATIC, flagMetadata: { configRevision: live?.revision ?? 0 } };
  }

  async resolveStringEvaluation(flagKey: string, defaultValue: string): Promise<ResolutionDetails<string>> {
    return this.typeMismatch(flagKey, defaultValue);
  }

  async resolveNumberEvaluation(flagKey: string, defaultValue: number): Promise<ResolutionDetails<number>> {
    return this.typeMismatch(flagKey, defaultValue);
  }

  async resolveObjectEvaluation<T extends JsonValue>(flagKey: string, defaultValue: T): Promise<ResolutionDetails<T>> {
    return this.typeMismatch(flagKey, defaultValue);
  }

  private typeMismatch<T>(flagKey: string, defaultValue: T): ResolutionDetails<T> {
    return {
      value: defaultValue,
      reason: StandardResolutionReasons.ERROR,
      errorCode: ErrorCode.TYPE_MISMATCH,
      errorMessage: `${flagKey}: the storefront's flags are booleans`,
    };
  }
}
