import { renderToString } from 'react-dom/server';
import type { FirstViewDevice, JsonValue } from '@storefront/contracts';
import type { Device } from '@storefront/ui';
import { pageLayoutPath, readPageLayout, blockModelPath } from '../content/page-layout';
import { PAGE_LAYOUT_CONTENT_TYPE } from '../content/content-types';
import type { ContentModel } from '../content/content-client';
import { isPreviewMode } from '../content/preview-mode';
import { provideFirstView, type FirstViewState } from '../first-view/first-view-state';
import { HOMEPAGE_ID } from '../HomePage';
import { loadLimitFrom } from '../pipeline/reveal-order';
import { firstScreenSlots, layoutSlotsOf } from '../pipeline/use-content-page';
import { Root } from '../Root';
import type { ServerContentFetch } from './server-content';

/** The content page rendered on each path this fragment owns. */
const PAGE_OF_PATH: Readonly<Record<string, string>> = { '/': HOMEPAGE_ID };

/** The screen height (px) the first view fills: the phones the storefront is measured on (390x844). */
export const FIRST_SCREEN_HEIGHT_PX = 844;

/**
 * Whose reserved heights decide which blocks a first view renders: a phone's. The responsive one renders the same
 * blocks, the top of the page at every width; what a wider, taller window shows below them is their reserved places
 * (their code and data come in the browser, as without a server), so every width paints from the HTML at once.
 */
const FIRST_SCREEN_OF: Readonly<Record<FirstViewDevice, Device>> = { mobile: 'mobile', responsive: 'mobile' };

export interface RenderedFirstView {
  html: string;
  state: JsonValue;
}

/**
 * The first screen's models by block id when every one came; undefined when one did not (its fetch reported why). A
 * first view without one would show its place empty and, the blocks revealed top-down, every block below it hidden.
 */
function everyModel(models: ReadonlyArray<readonly [string, ContentModel | undefined]>): Record<string, ContentModel> | undefined {
  const present = models.flatMap(([id, model]) => (model ? [[id, model] as const] : []));
  return present.length === models.length ? Object.fromEntries(present) : undefined;
}

/**
 * The first screen of a content page rendered as the browser renders it: the layout, then the models and code of
 * the blocks whose reserved heights fill the first screen (overlays wait for the browser, as there). Undefined for a
 * path without a content page, in preview mode (editors see the content as it is now, which the browser loads) and
 * when the layout or a model of the first screen cannot be had (failed, late, malformed: reported by the fetch): the
 * browser renders the page as without a server, and the shell keeps no document without the first view it asked for.
 * Rendered for `customerId`, the logged-in customer of the request (null: logged out), as the browser then hydrates it.
 */
export async function renderFirstView(
  page: { pathname: string; search: string },
  device: FirstViewDevice,
  fetchContent: ServerContentFetch,
  customerId: string | null,
): Promise<RenderedFirstView | undefined> {
  const pageId = PAGE_OF_PATH[page.pathname];
  if (pageId === undefined || isPreviewMode(page.search)) return undefined;
  const layoutModel = await fetchContent(pageLayoutPath(pageId), PAGE_LAYOUT_CONTENT_TYPE);
  const layout = layoutModel && readPageLayout(layoutModel, pageId);
  if (!layout) return undefined;
  const slots = layoutSlotsOf(layout);
  const progress = slots.map((slot) => ({ placement: slot.lazy.placement, settled: false }));
  const loadLimit = loadLimitFrom(0, progress, FIRST_SCREEN_OF[device], FIRST_SCREEN_HEIGHT_PX);
  const firstScreen = firstScreenSlots(slots, loadLimit);
  const references = [...new Map(firstScreen.map((slot) => [slot.reference.id, slot.reference])).values()];
  const [fetched] = await Promise.all([
    Promise.all(references.map(async (reference) => [reference.id, await fetchContent(blockModelPath(reference.id), reference.contentType)] as const)),
    Promise.all(firstScreen.map((slot) => slot.lazy.load())),
  ]);
  const models = everyModel(fetched);
  if (!models) return undefined;
  const state: FirstViewState = { pageId, device, layout, models, loadLimit, customerId };
  // The render is synchronous: no other request's render sees this state.
  provideFirstView(state);
  try {
    // Content models are JSON as the content service answered them.
    return { html: renderToString(<Root />), state: state as unknown as JsonValue };
  } finally {
    provideFirstView(undefined);
  }
}
