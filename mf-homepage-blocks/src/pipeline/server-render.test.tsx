/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { PAGE_CODES } from '@storefront/contracts';
import { TrackingPageProvider } from '@storefront/ui';
import { sampleHomepageLayout, servedSampleBlock } from '../test-support/sample-data';
import type { RegisteredBlock } from './block-definition';
import { lazyBlockFor } from './block-registry';
import { ContentPage } from './ContentPage';
import { MountedBlock } from './MountedBlock';

// Components touch `window` and `document` only in effects, so a server can render them (a later step of the
// performance work renders the first view on the server). Here there is no window nor document at all: a block that
// reads one while rendering throws.
const layout = sampleHomepageLayout().blocks.filter((reference) => lazyBlockFor(reference.contentType));
function renderBlock(reference: { id: string; contentType: string }, block: RegisteredBlock): string {
  return renderToString(
    <TrackingPageProvider pageCode={PAGE_CODES.home}>
      <MountedBlock reference={reference} block={block} model={servedSampleBlock(reference.id)} />
    </TrackingPageProvider>,
  );
}

async function blockCode(contentType: string): Promise<RegisteredBlock> {
  return (lazyBlockFor(contentType) as NonNullable<ReturnType<typeof lazyBlockFor>>).load();
}

it('runs without a window or a document', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

it('renders the content page without its layout: an empty page keeping no place', () => {
  const html = renderToString(<ContentPage pageId="homepage" />);
  expect(html).toContain('data-page-id="homepage"');
  expect(html).toContain('aria-busy="true"');
});

// Rich text too: it is sanitised on a server DOM there (rich-text/dom-window.server.ts).
it.each(layout.map((reference) => [reference.id, reference] as const))('renders the sample block %s', async (_id, reference) => {
  // Its box with the sample model accepted (an invalid model renders nothing at all).
  expect(renderBlock(reference, await blockCode(reference.contentType))).toContain(`data-block-id="${reference.id}"`);
});
