// The first view a page fragment renders on the server (its release's `server/first-view.js`), which the shell's
// server puts into the document: the blocks of the first screen are in the HTML at every width, and the browser hydrates
// them.
import { TABLET_MIN_WIDTH } from './breakpoints';
import { CONSENT_COOKIE } from './consent';
import { CUSTOMER_ID_COOKIE, SHOP_USER_ID_COOKIE } from './session';
import type { StorefrontConfig } from './storefront-config';

/** JSON as it travels between servers and into the document. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * The devices a server render can assume: `mobile` when the request names a phone, else `responsive`, markup for every
 * width (360 to 2560 px): CSS, not the render, decides what each width shows, so it is rendered without knowing one.
 */
export const FIRST_VIEW_DEVICES = ['mobile', 'responsive'] as const;
export type FirstViewDevice = (typeof FIRST_VIEW_DEVICES)[number];

/**
 * The widths (px) each assumable device covers: a window outside them never shows the server's markup (the document's
 * stylesheet hides it, the shell drops it, the picture's preload names only these windows). `mobile` is the shop's
 * mobile device, up to the tablet width (spec section 9): a phone's first view is
 * rendered for a phone's width, and from the tablet width on the blocks lay out as on a tablet (a phone held sideways
 * at 700 px showed the phone's hero, then the tablet's, 315 px lower: CLS 0.18).
 */
export const FIRST_VIEW_DEVICE_WIDTHS: Readonly<Record<FirstViewDevice, { min: number; max: number }>> = {
  mobile: { min: 0, max: TABLET_MIN_WIDTH - 1 },
  responsive: { min: 0, max: Infinity },
};

export interface FirstViewRequest {
  /** The page's path, e.g. `/`. */
  pathname: string;
  /** The page's query string (`?preview=true` ...), empty without one. */
  search: string;
  device: FirstViewDevice;
  /** The storefront config of this deployment, as the browser gets it. */
  config: StorefrontConfig;
  /**
   * The shopper's cookies a first view may read (FIRST_VIEW_COOKIES: login state, consent): it shows what the
   * browser's first render would, for this shopper.
   */
  cookies: Readonly<Record<string, string>>;
}

/** A stylesheet of the fragment's browser build, with its text to inline. */
export interface FirstViewStylesheet {
  /** The file's name in the release folder (its URL is relative to the fragment's manifest). */
  file: string;
  css: string;
}

/** What a release's server module renders. */
export interface RenderedFirstView {
  /** The markup of the fragment's root for the route, as the browser's hydration expects it. */
  html: string;
  /** What the fragment's browser code starts from (read from the document before it hydrates). */
  state: JsonValue;
}

/** The fragment server's answer: the rendered view with the release's stylesheets, to inline beside it. */
export interface FirstViewResponse extends RenderedFirstView {
  stylesheets: FirstViewStylesheet[];
}

/** The server module of a release: `server/first-view.js` in its folder. */
export interface FirstViewModule {
  /** Undefined when the route has no first view to render (the browser renders it as without a server). */
  renderFirstView(request: FirstViewRequest): Promise<RenderedFirstView | undefined>;
}

/** The release's file holding its FirstViewModule, relative to the release folder. */
export const FIRST_VIEW_MODULE_FILE = 'server/first-view.js';
/**
 * Path of the fragment server's first-view endpoint, relative to the release's manifest (query: path, search,
 * device; the shopper's `Cookie` header forwarded).
 */
export const FIRST_VIEW_ENDPOINT = 'first-view';
/** The id of the JSON data block holding the first view's state. */
export const FIRST_VIEW_STATE_ID = 'first-view-state';
/** On that data block: the fragment whose state it is (no other fragment reads it). */
export const FIRST_VIEW_STATE_FRAGMENT_ATTRIBUTE = 'data-first-view-fragment';
/**
 * On the slot the shell's server rendered: the manifest of the release that rendered it. A browser that loads another
 * release of the fragment (a squad's local override) drops the markup: that release could not hydrate it.
 */
export const FIRST_VIEW_MANIFEST_ATTRIBUTE = 'data-first-view-manifest';
/** On the slot the shell's server rendered: the device (FirstViewDevice) whose widths the markup was rendered for. */
export const FIRST_VIEW_DEVICE_ATTRIBUTE = 'data-first-view-device';
/** On a slot's content element while it holds markup rendered on the server, until the fragment hydrates it. */
export const FIRST_VIEW_MARKUP_ATTRIBUTE = 'data-first-view';

/**
 * On an element of a first view that only holds the place of what the browser's scripts bring (a block still to load,
 * the page's reserved end, a slider waiting for its products): without JavaScript the shell's document hides it, so
 * the page ends after what it shows.
 */
export const SCRIPT_PLACEHOLDER_ATTRIBUTE = 'data-script-placeholder';
/** The only cookies the shell's server forwards to a fragment's server for a first view (no session cookie). */
export const FIRST_VIEW_COOKIES: readonly string[] = [CONSENT_COOKIE, CUSTOMER_ID_COOKIE, SHOP_USER_ID_COOKIE];

/** How long the shell's server waits for a first view before it serves the document without one. */
export const FIRST_VIEW_TIMEOUT_MS = 400;
/**
 * How long a first view's render may take in all. One that comes after FIRST_VIEW_TIMEOUT_MS is not waited for by the
 * shopper's request, but its document is kept for the next shoppers: a busy fragment server or content service costs
 * one shopper the first view, not every shopper while it stays busy. A fragment's calls for a first view wait no longer.
 */
export const FIRST_VIEW_RENDER_LIMIT_MS = 3_000;

/** Class names of a fragment's slot, made by the shell in the browser or, around a first view, by its server. */
export const SLOT_CLASS_NAMES = { root: 'shell-slot', status: 'shell-slot__status', content: 'shell-slot__content' } as const;
