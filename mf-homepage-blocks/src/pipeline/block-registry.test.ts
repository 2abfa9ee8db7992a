import { setUpPlatform } from '@storefront/test-support';
import { sampleHomepageLayout, servedSampleBlock } from '../test-support/sample-data';
import { BLOCK_REGISTRY, lazyBlockFor, REGISTERED_CONTENT_TYPES } from './block-registry';

const layout = sampleHomepageLayout().blocks;

beforeEach(() => setUpPlatform());

// No hand-kept list: the sample layout (every content type of the content service) and the registry keep each
// other honest. A new block needs a sample model in the layout; a new content type of the layout needs a block.
describe('block registry', () => {
  it.each([...new Set(layout.map((reference) => reference.contentType))])('has a block for the sample layout content type %s', (contentType) => {
    expect(lazyBlockFor(contentType)).toBeDefined();
  });

  it.each(REGISTERED_CONTENT_TYPES)('loads the block of %s, under its own content type, accepting every sample model of it', async (contentType) => {
    const block = await BLOCK_REGISTRY[contentType]?.load();
    expect(block?.contentType).toBe(contentType);
    const samples = layout.filter((reference) => reference.contentType === contentType);
    expect(samples.length).toBeGreaterThan(0);
    for (const reference of samples) {
      const prepared = block?.prepare(servedSampleBlock(reference.id), reference.id);
      expect({ id: reference.id, problems: prepared?.valid ? undefined : prepared?.problems }).toEqual({ id: reference.id, problems: undefined });
    }
  });

  it('reserves no place for overlays and a place on every device for every other block', () => {
    for (const contentType of REGISTERED_CONTENT_TYPES) {
      const { reserve, overlay } = (BLOCK_REGISTRY[contentType] as NonNullable<(typeof BLOCK_REGISTRY)[typeof contentType]>).placement;
      const heights = [reserve.mobile, reserve.tablet, reserve.desktop];
      expect({ contentType, heights: heights.every((height) => (overlay ? height === 0 : height > 0)) }).toEqual({ contentType, heights: true });
    }
  });

  it('knows nothing of a content type the content service does not have', () => {
    expect(lazyBlockFor('NewsTicker')).toBeUndefined();
    expect(lazyBlockFor('toString')).toBeUndefined();
  });
});
