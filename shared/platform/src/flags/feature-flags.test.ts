import { setUpPlatform } from '@storefront/test-support';
import { FEATURE_FLAGS, isFeatureEnabled } from './feature-flags';

function withFlags(featureFlags: Record<string, unknown>): void {
  // Flag values come from a remote service; a wrongly typed value must not enable a flag.
  setUpPlatform({ featureFlags: featureFlags as Record<string, string> });
}

describe('isFeatureEnabled', () => {
  it('names the pricing tooltip flag as the spec does', () => {
    expect(FEATURE_FLAGS.pricingTooltip).toBe('catalog.discover.pricing-tooltip.enabled');
  });

  it("enables catalog.discover.pricing-tooltip.enabled for the string 'true'", () => {
    withFlags({ 'catalog.discover.pricing-tooltip.enabled': 'true' });
    expect(isFeatureEnabled('catalog.discover.pricing-tooltip.enabled')).toBe(true);
  });

  it.each([
    ['the boolean true', true],
    ["'TRUE'", 'TRUE'],
    ["'True'", 'True'],
    ["' true'", ' true'],
    ["'false'", 'false'],
    ["'1'", '1'],
    ['the empty string', ''],
  ])('keeps the flag off for %s', (_case, value) => {
    withFlags({ 'catalog.discover.pricing-tooltip.enabled': value });
    expect(isFeatureEnabled('catalog.discover.pricing-tooltip.enabled')).toBe(false);
  });

  it('keeps a missing flag off', () => {
    withFlags({ 'catalog.discover.sponsored-tag.enabled': 'true' });
    expect(isFeatureEnabled('catalog.discover.pricing-tooltip.enabled')).toBe(false);
  });

  it('reads each flag by its own name', () => {
    withFlags({ [FEATURE_FLAGS.favouriteBadge]: 'true', [FEATURE_FLAGS.sponsoredTag]: 'false' });
    expect(isFeatureEnabled(FEATURE_FLAGS.favouriteBadge)).toBe(true);
    expect(isFeatureEnabled(FEATURE_FLAGS.sponsoredTag)).toBe(false);
  });

  it('does not treat inherited object properties as flags', () => {
    withFlags({});
    expect(isFeatureEnabled('toString')).toBe(false);
  });
});
