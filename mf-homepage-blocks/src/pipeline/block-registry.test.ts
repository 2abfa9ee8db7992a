import { BLOCK_CONTENT_TYPES } from '../content/content-types';
import { sampleBlock, sampleHomepageLayout } from '../test-support/sample-data';
import { setUpPlatform } from '@storefront/test-support';
import { blockRegistry } from './block-registry';

/** The server resolves "@relative-date:+21d" to an ISO date before answering. */
function asServed(model: Record<string, unknown>): Record<string, unknown> {
  return model.endDate === '@relative-date:+21d' ? { ...model, endDate: '2026-01-01T00:00:00.000Z' } : model;
}

beforeEach(() => setUpPlatform());

describe('block registry', () => {
  it('holds the blocks of this issue, each under a content type of the content service', () => {
    expect([...blockRegistry.keys()].sort()).toEqual(
      [
        'CountdownBanner',
        'GoToTopButton',
        'LoginOrReorderButton',
        'PromoBar',
        'RecommendationSlider',
        'SeoAccordion',
        'SoftRedirectModal',
        'TermsTextBlock',
        'ValuePropositionStrip',
      ].sort(),
    );
    blockRegistry.forEach((block, contentType) => {
      expect(block.contentType).toBe(contentType);
      expect(BLOCK_CONTENT_TYPES).toContain(contentType);
    });
  });

  it('accepts every block of the sample homepage that has a registered content type', () => {
    const registered = sampleHomepageLayout().blocks.filter((reference) => blockRegistry.has(reference.contentType));
    expect(registered.length).toBeGreaterThanOrEqual(9);
    registered.forEach((reference) => {
      const prepared = blockRegistry.get(reference.contentType)?.prepare(asServed(sampleBlock(reference.id)), reference.id);
      expect({ id: reference.id, problems: prepared?.valid ? undefined : prepared?.problems }).toEqual({ id: reference.id, problems: undefined });
    });
  });
});
