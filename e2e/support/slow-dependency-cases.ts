import { expect, type Page } from '@playwright/test';
import { DEFAULT_LOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS, type FragmentName } from '@storefront/contracts';
import type { SlowCase } from './slow-case';
import { fragmentSlot } from './shell-page';
import { answerLate, answerMalformed, apiCalls, fragmentFiles, fragmentManifest, type Answer } from './slow-dependencies';

// Issue 15: one dependency at a time (a fragment's files, an API) answers late or with broken JSON. The rest of the
// page must be usable at once (within 3 s of the navigation's start: bench:slow-dependencies), and the slow part must
// show its loading state, then its content or its error state once the storefront's own time-out ends the wait.

export const SLOT_LOADING = 'Inhalte werden geladen …';
const ACCOUNT_LOADING = 'Ihre Kontodaten werden geladen …';
const OWN_BRAND_UNAVAILABLE = 'Unsere Eigenmarken können wir Ihnen gerade nicht zeigen. Bitte versuchen Sie es später noch einmal.';
export const slotError = (label: string) => `${label}: Dieser Bereich ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.`;

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

/** The sample API's paths the first views of `/` and `/eigenmarken` are rendered from (cases checked without one). */
const HOMEPAGE_LAYOUT_PATH = '/content/pages/homepage';
const OWN_BRAND_RECOMMENDATIONS_PATH = '/v4/sites/1/de/pages/ob_landing/recommendations';
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

/**
 * The first category's slider while its module is being loaded: its place held, empty (CategorySection in
 * mf-own-brand). The next ones wait for the same file once it has collapsed, asking for nothing more.
 */
const OWN_BRAND_FIRST_SLIDER_LOADING = 'section.ob-category:first-of-type > .ob-category__slider:not(.ob-skeleton):not(.ob-category__slider--failed):empty';

/** Without its stylesheet no slider is shown: its place is given up (collapsed), and the category's heading stays. */
async function ownBrandSlidersLeftOut(page: Page): Promise<void> {
  await expect(page.locator('.ob-category__slider--failed').first()).toBeAttached();
  await expect(page.getByRole('region', { name: /: Produkte$/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

async function accountFlagsHidden(page: Page): Promise<void> {
  await expect(page.locator('.sf-account-overview__flagged')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  await expect(page.getByText(ACCOUNT_LOADING)).toHaveCount(0);
}

async function ownBrandUnavailable(page: Page): Promise<void> {
  await expect(page.locator('#recommendation')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(OWN_BRAND_UNAVAILABLE)).toBeVisible();
}

/**
 * Tracking starts once the page's first screen is shown (afterFirstScreen in the platform): with the page's own fragment
 * late, that is its error state. So it is not part of the rest of such a page (nothing a shopper uses), and is ready
 * once the page has settled.
 */
const thenTrackingReady = (settled: (page: Page) => Promise<void>) => async (page: Page) => {
  await settled(page);
  await expect(fragmentSlot(page, 'mf-tracking')).toHaveAttribute('data-state', 'ready');
};

export const SLOW_FRAGMENTS: SlowCase[] = [
  {
    answersLate: true,
    name: 'mf-homepage-blocks: manifest',
    path: '/',
    timeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
    requests: fragmentManifest('mf_homepage_blocks'),
    answer: answerLate,
    readyFragments: [],
    busy: '[data-fragment="mf-homepage-blocks"][aria-busy="true"]',
    statusText: SLOT_LOADING,
    expectSettled: thenTrackingReady(slotFailed('mf-homepage-blocks', 'Startseite')),
  },
  {
    answersLate: true,
    name: 'mf-homepage-blocks: block code',
    path: '/',
    // The browser's own pipeline (a first view's hydration waits for its blocks' code: first-view.spec.ts).
    withoutFirstView: [HOMEPAGE_LAYOUT_PATH],
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
    // Webpack takes a stylesheet link already in the document for a loaded one: with the runtime's own link for a
    // module's CSS, the slider ran while its stylesheet was still on its way, shown unstyled, then moved.
    answersLate: true,
    name: "mf-recommendations: a slider's stylesheet",
    path: '/eigenmarken',
    phone: true,
    timeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
    requests: fragmentFiles('mf_recommendations', /^__federation_expose_RecommendationSlider\.css$/),
    answer: answerLate,
    readyFragments: ['mf-own-brand', 'mf-tracking'],
    busy: OWN_BRAND_FIRST_SLIDER_LOADING,
    expectSettled: ownBrandSlidersLeftOut,
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
  ...(
    [
      ['remote entry', /^remoteEntry\.js$/],
      // The exposed module's file: the fragment's lifecycles with its root component (app.ts imports it eagerly).
      ['exposed module', /^__federation_expose_app\.js$/],
    ] as const
  ).map(([part, file]): SlowCase => ({
    answersLate: true,
    name: `mf-account-overview: ${part}`,
    path: '/account',
    loggedIn: true,
    timeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
    requests: fragmentFiles('mf_account_overview', file),
    answer: answerLate,
    readyFragments: [],
    // Known gap (issue 17 notes, 2026-11-25): with the remote entry held, /account is usable after 3.0-4.4 s on a
    // busy 2-core machine (1.7-2.0 s with its root chunk held, before the root came with the exposed module): the page waits for something until the entry's
    // second request (the load after the preload), not yet found. Still before the fragment's time-out.
    knownGap: part === 'remote entry' ? 'usable after 3.0-4.4 s on a busy 2-core machine (issue 17 notes)' : undefined,
    busy: '[data-fragment="mf-account-overview"][aria-busy="true"]',
    statusText: SLOT_LOADING,
    expectSettled: thenTrackingReady(slotFailed('mf-account-overview', 'Kontoübersicht')),
  })),
  {
    answersLate: true,
    name: 'mf-own-brand: manifest',
    path: '/eigenmarken',
    phone: true,
    timeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
    requests: fragmentManifest('mf_own_brand'),
    answer: answerLate,
    readyFragments: [],
    busy: '[data-fragment="mf-own-brand"][aria-busy="true"]',
    statusText: SLOT_LOADING,
    expectSettled: thenTrackingReady(slotFailed('mf-own-brand', 'Eigenmarken')),
  },
];

/** Each API answering late, then answering broken JSON: the same places must end in content or an error state. */
export function apiCases(answer: Answer, answersLate: boolean): SlowCase[] {
  const timeoutMs = REQUEST_TIMEOUT_MS;
  const kind = answersLate ? 'slow' : 'malformed';
  const home = ['mf-homepage-blocks', 'mf-tracking'] satisfies FragmentName[];
  return [
    {
      answersLate,
      name: `${kind}: content page layout`,
      path: '/',
      withoutFirstView: [HOMEPAGE_LAYOUT_PATH],
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
      withoutFirstView: ['/content/blocks/*'],
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
      withoutFirstView: [OWN_BRAND_RECOMMENDATIONS_PATH],
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

export const LOGIN_SLOW: SlowCase = {
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

/** Every case, the late ones first. */
export const ALL_SLOW_CASES: readonly SlowCase[] = [...SLOW_FRAGMENTS, ...apiCases(answerLate, true), LOGIN_SLOW, ...apiCases(answerMalformed, false)];
