import { gzipSync } from 'node:zlib';
import { devices, type Browser, type BrowserContextOptions, type Page, type Response } from '@playwright/test';
import { scrollToPageEnd } from './page-end';
import { registeredContentTypes } from './registered-blocks';
import { SAMPLE_API_URL, SHELL_URL } from './urls';
import type { Visit } from './visits';

export interface ScriptTransfer {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  body: Buffer;
}

/** JavaScript `/` may request on a touch phone before any scroll or interaction. */
export const INITIAL_GZIP_BUDGET_BYTES = 170 * 1024;
/** All JavaScript of `/` once scrolled to its end, with every block type of the sample layout on the page. */
export const AFTER_SCROLL_GZIP_BUDGET_BYTES = 260 * 1024;

/**
 * A touch phone: 390 x 844 CSS pixels, mobile emulation with touch (so `(hover: none)` holds), and a phone's user
 * agent, so the shell's server sends it the homepage's first view as it does to phones.
 */
export const TOUCH_PHONE: BrowserContextOptions = {
  userAgent: devices['Pixel 7'].userAgent,
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
};

/** How long no JavaScript may arrive, after the network went idle, before a state of the page counts as settled. */
const QUIET_MS = 1_000;
const SETTLE_TIMEOUT_MS = 15_000;

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || type.includes('javascript');
}

/**
 * A response's decoded body. A worker's script is fetched again (it is a content-hashed, immutable file): Chrome keeps
 * its body with the worker, where the page's `response.body()` never gets it.
 */
async function bodyOf(page: Page, response: Response): Promise<Buffer> {
  const headers = await response.request().allHeaders();
  if (headers['sec-fetch-dest'] !== 'worker') return response.body();
  return (await page.request.get(response.url())).body();
}

/**
 * Records every JavaScript response of a page visit. Raw bytes are the decoded body; gzip bytes are that body
 * gzipped at the default level, so the figure does not depend on what encoding a server happened to choose.
 * The returned function gives what has arrived so far, so it can be called once per state of the page.
 */
export function recordJavaScript(page: Page): () => Promise<ScriptTransfer[]> {
  const pending: Promise<ScriptTransfer | null>[] = [];
  page.on('response', (response) => {
    if (!isJavaScript(response) || response.status() !== 200) return;
    pending.push(
      bodyOf(page, response)
        .then((body) => ({ url: response.url(), rawBytes: body.length, gzipBytes: gzipSync(body).length, body }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all([...pending])).filter((entry): entry is ScriptTransfer => entry !== null);
}

export function totals(transfers: ScriptTransfer[]): { files: number; rawBytes: number; gzipBytes: number } {
  return transfers.reduce(
    (sum, transfer) => ({
      files: sum.files + 1,
      rawBytes: sum.rawBytes + transfer.rawBytes,
      gzipBytes: sum.gzipBytes + transfer.gzipBytes,
    }),
    { files: 0, rawBytes: 0, gzipBytes: 0 },
  );
}

/** Waits for the network to go idle and then for a second without a JavaScript response (15 s at most). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  let lastScriptAt = Date.now();
  const onResponse = (response: Response) => {
    if (isJavaScript(response)) lastScriptAt = Date.now();
  };
  page.on('response', onResponse);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() - lastScriptAt < QUIET_MS && Date.now() < deadline) await page.waitForTimeout(100);
  page.off('response', onResponse);
}

/** The content types of the sample homepage layout that mf-homepage-blocks renders. */
async function homepageContentTypes(): Promise<string[]> {
  const response = await fetch(`${SAMPLE_API_URL}/content/pages/homepage`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The homepage layout could not be read: HTTP ${response.status}`);
  const layout = (await response.json()) as { model: { blocks: { contentType: string }[] } };
  const registered = registeredContentTypes();
  return [...new Set(layout.model.blocks.map((block) => block.contentType).filter((type) => registered.has(type)))];
}

export interface JavaScriptOfVisit {
  route: string;
  visit: Visit;
  /** Requested before any scroll or interaction, once the page settled. */
  initial: ScriptTransfer[];
  /** Everything requested, once scrolled to the end of the page and settled again. */
  afterScroll: ScriptTransfer[];
  /** On `/`: block types of the sample layout not on the page after the scroll (the figure is then incomplete). */
  missingContentTypes: string[];
}

/**
 * The JavaScript one visit of a route requests on a touch phone: before any scroll or interaction, and after
 * scrolling to the end of the page (on `/` until every block of the layout is in). A fresh context per visit, so the
 * cache is empty and only the visit's cookies are set.
 */
export async function measureJavaScript(browser: Browser, route: string, visit: Visit): Promise<JavaScriptOfVisit> {
  const context = await browser.newContext(TOUCH_PHONE);
  try {
    await context.addCookies(visit.cookies);
    const page = await context.newPage();
    const collect = recordJavaScript(page);
    await page.goto(`${SHELL_URL}${route}`);
    await settle(page);
    const initial = await collect();
    await scrollToPageEnd(page);
    await settle(page);
    const afterScroll = await collect();
    let missingContentTypes: string[] = [];
    if (route === '/') {
      const present = new Set(
        await page.locator('[data-content-type]:not([hidden])').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-content-type'))),
      );
      missingContentTypes = (await homepageContentTypes()).filter((type) => !present.has(type));
    }
    return { route, visit, initial, afterScroll, missingContentTypes };
  } finally {
    await context.close();
  }
}
