import fs from 'node:fs';
import path from 'node:path';
import { parseCookie } from 'cookie';
import {
  FIRST_VIEW_DEVICE_WIDTHS,
  FIRST_VIEW_MODULE_FILE,
  type FirstViewDevice,
  type FirstViewRequest,
  type FirstViewStylesheet,
  type StorefrontConfig,
} from '@storefront/contracts';

/** What a release's first view is rendered for: the page, the device, the shopper's forwarded cookies. */
export interface FirstViewPage {
  pathname: string;
  search: string;
  device: FirstViewDevice;
  /** The forwarded `Cookie` header (only FIRST_VIEW_COOKIES). */
  cookie?: string;
}

export function isFirstViewDevice(value: unknown): value is FirstViewDevice {
  return typeof value === 'string' && Object.hasOwn(FIRST_VIEW_DEVICE_WIDTHS, value);
}

/** The release's server module, when it has one (releases of fragments without first views have none). */
export function firstViewModuleFile(releaseFolder: string): string | undefined {
  const file = path.join(releaseFolder, FIRST_VIEW_MODULE_FILE);
  return fs.existsSync(file) ? file : undefined;
}

/** The shopper's cookies from the forwarded `Cookie` header (those without a value left out). */
function cookiesOf(header: string | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(header ? parseCookie(header) : {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** What a release's server module is asked: the page, the deployment's config as it is served, the shopper's cookies. */
export function firstViewRequest(page: FirstViewPage, config: StorefrontConfig): FirstViewRequest & { contentApi?: string } {
  return {
    pathname: page.pathname,
    search: page.search,
    device: page.device,
    config,
    cookies: cookiesOf(page.cookie),
    // What releases built before the config was passed read (a rollback can make one live again).
    contentApi: config.apiBasePaths?.content,
  };
}

/**
 * Every stylesheet of a release's browser build (a few KB gzip), inlined with its first view: the markup is styled at
 * the first paint, and the browser finds them there instead of loading them with the fragment's code (by
 * `data-href`). Read once per release: a release never changes.
 */
export function stylesheetsReader(): (releaseFolder: string) => FirstViewStylesheet[] {
  const read = new Map<string, FirstViewStylesheet[]>();
  return (releaseFolder) => {
    let sheets = read.get(releaseFolder);
    if (!sheets) {
      sheets = fs
        .readdirSync(releaseFolder)
        .filter((file) => file.endsWith('.css'))
        .sort()
        .map((file) => ({ file, css: fs.readFileSync(path.join(releaseFolder, file), 'utf8') }));
      read.set(releaseFolder, sheets);
    }
    return sheets;
  };
}
