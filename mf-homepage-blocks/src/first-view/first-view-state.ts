import type { FirstViewDevice } from '@storefront/contracts';
import { createFirstViewStore } from '@storefront/ui/first-view';
import type { ContentModel } from '../content/content-client';
import type { BlockReference } from '../content/page-layout';

/**
 * What the server rendered a content page's first view from, and the browser hydrates it with: the same layout,
 * models and load limit, so the browser's first render is the server's.
 */
export interface FirstViewState {
  pageId: string;
  /** The device the server assumed (a window of a width it does not cover never shows the markup: the shell drops it). */
  device: FirstViewDevice;
  /** The layout's references, as the content service answered them. */
  layout: BlockReference[];
  /** The models of the first screen's blocks, by block id (one that failed is missing: the browser asks again). */
  models: Record<string, ContentModel>;
  /** Index in the registered layout (page slots) of the last block the first screen shows. */
  loadLimit: number;
  /** The customer of the request's cookies it was rendered for; null for a logged-out shopper. */
  customerId: string | null;
}

/**
 * The window width a server render assumes for a device: what blocks derive from the width (use-viewport.ts). For a
 * phone a phone's width, which the blocks lay out as every window of the widths a phone's first view is shown in
 * (FIRST_VIEW_DEVICE_WIDTHS: below the tablet width). None for the responsive first view: its blocks render as before
 * the browser knows the width, and CSS picks by width.
 */
export const ASSUMED_VIEWPORT_WIDTH: Readonly<Record<FirstViewDevice, number | undefined>> = { mobile: 390, responsive: undefined };

const store = createFirstViewStore<FirstViewState>();

/** The first view the next render of its page starts from (set on the server per render, in the browser once). */
export const provideFirstView = store.provide;

/** A first view has been provided and not hydrated yet. */
export const hasFirstView = store.has;

/**
 * The customer the first view being rendered or hydrated is for (useCustomerId's `renderedFor`: the hydration shows
 * what the server did); null without one.
 */
export const firstViewCustomerId = (): string | null => store.current()?.customerId ?? null;

export function firstViewOf(pageId: string): FirstViewState | undefined {
  const provided = store.current();
  return provided?.pageId === pageId ? provided : undefined;
}
