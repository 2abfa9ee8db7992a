import { cleanup, render } from '@testing-library/react';
import { LONG_TEST_TIMEOUT_MS } from '@storefront/build/test-timeouts';
import { getSiteConfig, isSafeNavigationTarget } from '@storefront/platform';
import { activeContentIn, injectIntoStrings, XSS_PAYLOADS } from '@storefront/test-support';
import { setUpEveryBlockType } from '../test-support/every-block-setup';
import { servedSampleBlocksOf } from '../test-support/sample-data';
import { BLOCK_REGISTRY, REGISTERED_CONTENT_TYPES } from './block-registry';
import { MountedBlock } from './MountedBlock';

// The XSS corpus in every string field of every block type (rich text, links, image sources, texts): whatever a
// block renders holds nothing that could run and no link off the shop. The browser version is e2e/tests/xss-corpus.spec.ts.

const keepMetadata = (path: string) => path.startsWith('metadata.');

beforeEach(setUpEveryBlockType);

describe.each(REGISTERED_CONTENT_TYPES)('%s with the XSS corpus in every string field', (contentType) => {
  it(
    'renders nothing that runs code and no link off the shop',
    async () => {
      const block = await BLOCK_REGISTRY[contentType]?.load();
      if (!block) throw new Error(`no block for ${contentType}`);
      let combinations = 0;
      for (const sample of servedSampleBlocksOf(contentType)) {
        for (const payload of XSS_PAYLOADS) {
          const { value: model, fields } = injectIntoStrings(sample, payload, keepMetadata);
          combinations += fields.length;
          const { container } = render(<MountedBlock reference={{ id: 'xss', contentType }} block={block} model={model} />);
          const found = activeContentIn(container);
          const foreignLinks = Array.from(container.querySelectorAll('a[href]'), (link) => link.getAttribute('href') ?? '').filter(
            (href) => !isSafeNavigationTarget(href, { knownDomains: getSiteConfig().knownDomains, allowContactLinks: true }),
          );
          cleanup();
          expect({ payload, found, foreignLinks }).toEqual({ payload, found: [], foreignLinks: [] });
        }
      }
      if (process.env.FUZZ_REPORT) console.info(`${contentType}: ${combinations} payload x field combinations`);
      // every string field of the samples got every payload (a block without texts, like the slider's index, has none)
      const fields = servedSampleBlocksOf(contentType).reduce((sum, sample) => sum + injectIntoStrings(sample, '', keepMetadata).fields.length, 0);
      expect(combinations).toBe(fields * XSS_PAYLOADS.length);
    },
    LONG_TEST_TIMEOUT_MS,
  );
});
