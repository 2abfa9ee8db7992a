// The release's server module (FIRST_VIEW_MODULE_FILE): the fragment's server renders the first view with it.
import fs from 'node:fs';
import path from 'node:path';
import type { FirstViewModule, FirstViewStylesheet } from '@storefront/contracts';
import { renderFirstView as renderPage } from './render-first-view';
import { serverContentFetch } from './server-content';

/** This module sits in `server/` of the release folder; the browser build's files are one level up. */
const RELEASE_FOLDER = path.resolve(__dirname, '..');

let stylesheets: FirstViewStylesheet[] | undefined;

/**
 * Every stylesheet of the browser build (5 KB gzip in all), inlined with the first view: its blocks are styled at
 * the first paint, and the browser finds them there instead of loading them with the blocks' code (by `data-href`).
 */
function releaseStylesheets(): FirstViewStylesheet[] {
  stylesheets ??= fs
    .readdirSync(RELEASE_FOLDER)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => ({ file, css: fs.readFileSync(path.join(RELEASE_FOLDER, file), 'utf8') }));
  return stylesheets;
}

export const renderFirstView: FirstViewModule['renderFirstView'] = async ({ pathname, search, device, contentApi }) => {
  const rendered = await renderPage({ pathname, search }, device, serverContentFetch(contentApi));
  return rendered && { ...rendered, stylesheets: releaseStylesheets() };
};
