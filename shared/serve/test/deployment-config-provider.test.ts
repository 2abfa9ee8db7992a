import { ErrorCode, OpenFeature, StandardResolutionReasons } from '@openfeature/server-sdk';
import type { StorefrontConfig } from '@storefront/contracts';
import { DeploymentConfigProvider } from '../src/flags/deployment-config-provider';
import { FlagEvaluator } from '../src/flags/evaluated-flags';

const ADD_TO_CART = 'catalog.discover.recommendations.add-to-cart.enabled';
const config = (featureFlags: Record<string, string>) => ({ revision: 7, config: { featureFlags } as unknown as StorefrontConfig });

describe('the OpenFeature provider of the deployment’s config', () => {
  it('resolves a flag from its string in the live config: on only for "true", with the config revision', async () => {
    const provider = new DeploymentConfigProvider(async () => config({ [ADD_TO_CART]: 'true', other: 'TRUE' }));
    await OpenFeature.setProviderAndWait('provider-test', provider);
    const client = OpenFeature.getClient('provider-test');
    expect(await client.getBooleanDetails(ADD_TO_CART, false)).toMatchObject({
      value: true,
      variant: 'true',
      reason: StandardResolutionReasons.STATIC,
      flagMetadata: { configRevision: 7 },
    });
    expect((await client.getBooleanDetails('other', true)).value).toBe(false);
    expect(await client.getBooleanDetails('missing', false)).toMatchObject({ value: false, errorCode: ErrorCode.FLAG_NOT_FOUND });
    expect(await client.getStringDetails(ADD_TO_CART, 'x')).toMatchObject({ value: 'x', errorCode: ErrorCode.TYPE_MISMATCH });
  });

  it('evaluates every storefront flag for the document, as the strings the browser reads', async () => {
    const evaluator = new FlagEvaluator(
      new DeploymentConfigProvider(async () => config({ [ADD_TO_CART]: 'false', 'catalog.discover.pricing-tooltip.enabled': 'true' })),
    );
    expect(await evaluator.evaluate()).toEqual({
      'catalog.discover.pricing-tooltip.enabled': 'true',
      'catalog.discover.favourite-badge.enabled': 'false',
      'catalog.discover.sponsored-tag.enabled': 'false',
      [ADD_TO_CART]: 'false',
      'loyalty.bonus-points.value-prop.enabled': 'false',
    });
  });
});
