import { act } from 'react';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { FIRST_VIEW_RENDER_LIMIT_MS, type FirstViewDevice, type StorefrontConfig } from '@storefront/contracts';
import { FEATURE_FLAGS, type ErrorReport } from '@storefront/platform';
import {
  clearAllCookies,
  collectReports,
  deferred,
  httpError,
  logIn,
  noContent,
  putFirstViewIntoDocument,
  raw,
  setUpPlatform,
  setViewportWidth,
  type FakeBackend,
  type ReplyFor,
} from '@storefront/test-support';
import { hasFirstView, provideFirstView, type FirstViewState } from '../first-view/first-view-state';
import { prepareFirstView } from '../first-view/prepare-first-view';
import { BLOCK_REGISTRY } from '../pipeline/block-registry';
import { Root } from '../Root';
import { blockReply, contentBackend, contentModel, type BlockAnswer } from '../test-support/content-backend';
import { sampleHomepageLayout, servedSampleBlock } from '../test-support/sample-data';
import { renderFirstView as renderReleaseFirstView } from './first-view';
import { FIRST_SCREEN_HEIGHT_PX, renderFirstView, type RenderedFirstView } from './render-first-view';
import { serverContentFetch } from './server-content';

const layout = sampleHomepageLayout().blocks;
/** The sample layout's first screen on a phone: promo bar, (soft-redirect dialog: an overlay), hero, value propositions. */
const FIRST_SCREEN = ['promo-bar', 'hero-banner-carousel', 'value-proposition-strip'];
/** The sample hero's first slide, in either image set. */
const FIRST_SLIDE_IMAGE = 'hero-eigenmarken-wochen';

let config: StorefrontConfig;
let backend: FakeBackend;
let reports: ErrorReport[];
let root: ReactRoot | undefined;

function serveSampleContent(blocks: Record<string, BlockAnswer> = {}): void {
  backend = contentBackend(layout, { ...Object.fromEntries(layout.map((reference) => [reference.id, servedSampleBlock(reference.id)])), ...blocks });
}

const requestedBlocks = () => backend.to('GET /content/blocks/{blockId}').map((request) => request.params.blockId);
const render = (search = '', device: FirstViewDevice = 'mobile') => renderFirstView({ pathname: '/', search }, device, serverContentFetch(config), null);

const BALANCE = 'GET /v1/customers/{customerId}/bonus-points/balance';
const CUSTOMER_ID = '53284711';
const LOGGED_IN = { cid: CUSTOMER_ID, zt_id: 'U-77' };
const BONUS_LOADING = 'Ihr Bonuspunkte-Stand wird geladen …';
/** The new-customer variant of the sample's bonus-points item (the content's text and loyalty link). */
const NEW_CUSTOMER_BONUS = 'zooPunkte sammeln bei jeder Bestellung';

/** The homepage's first view as the release's server module renders it for the shopper's cookies, the existing-customer bonus points toggled on. */
function renderForShopper(cookies: Record<string, string>, device: FirstViewDevice = 'mobile'): Promise<RenderedFirstView | undefined> {
  config = setUpPlatform({ featureFlags: { [FEATURE_FLAGS.bonusPointsExistingCustomer]: 'true' } });
  return renderReleaseFirstView({ pathname: '/', search: '', device, config, cookies });
}

/** The bonus-points item of the value propositions in the document. */
const bonusItem = () => document.querySelectorAll('[data-block-id="value-proposition-strip"] li')[1] as HTMLElement;

beforeEach(() => {
  config = setUpPlatform();
  reports = collectReports();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serveSampleContent();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  provideFirstView(undefined);
  clearAllCookies();
  document.body.innerHTML = '';
});

describe("the homepage's first view rendered on the server", () => {
  it(`renders the blocks whose reserved heights fill a phone's first screen (${FIRST_SCREEN_HEIGHT_PX} px), no overlay, nothing below`, async () => {
    const view = await render();
    const state = view?.state as unknown as FirstViewState;
    expect(requestedBlocks()).toEqual(FIRST_SCREEN);
    expect(Object.keys(state.models)).toEqual(FIRST_SCREEN);
    expect(state.layout).toEqual(layout);
    // promo bar, soft-redirect dialog, hero, value propositions: the fourth place of the page's slots.
    expect(state.loadLimit).toBe(3);
    document.body.innerHTML = view?.html ?? '';
    expect(screen.getByText(/Gratis Versand ab 49 € – und bis Sonntag/)).toBeInTheDocument();
    expect(document.querySelector('[data-block-id="value-proposition-strip"]')).not.toHaveAttribute('hidden');
    expect(document.querySelector('[data-block-id="recommendation-slider-0"]')).toBeNull();
    expect(backend.requests.every((request) => request.headers.get('x-caller') === 'pet-storefront-web/mf-homepage-blocks')).toBe(true);
  });

  it("shows the hero's first phone picture, loaded first and at once, without the carousel (spec section 4)", async () => {
    document.body.innerHTML = (await render())?.html ?? '';
    const hero = document.querySelector('[data-block-id="hero-banner-carousel"]') as HTMLElement;
    const pictures = hero.querySelectorAll('img');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]?.getAttribute('srcset')).toMatch(/-mobile\./);
    expect(hero.querySelector('[aria-roledescription="Karussell"]')).toBeNull();
  });

  it("renders the same blocks for any width (the responsive first view), the hero's first slide as one picture per width", async () => {
    const view = await render('', 'responsive');
    const state = view?.state as unknown as FirstViewState;
    expect(state.device).toBe('responsive');
    expect(Object.keys(state.models)).toEqual(FIRST_SCREEN);
    expect(state.loadLimit).toBe(3);
    document.body.innerHTML = view?.html ?? '';
    const hero = document.querySelector('[data-block-id="hero-banner-carousel"]') as HTMLElement;
    expect(hero.querySelectorAll('a')).toHaveLength(1);
    expect(hero.querySelector('a')).toHaveAttribute('href', '/shop/eigenmarken/purizon');
    const [picture] = hero.querySelectorAll('picture');
    const image = picture?.querySelector('img');
    // Phones: the mobile image in its format; from the tablet width on the desktop image in its own (no box moves).
    expect(image?.getAttribute('srcset')).toMatch(/hero-eigenmarken-wochen-mobile\.jpg/);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    const desktopSources = [...(picture?.querySelectorAll('source[media]') ?? [])];
    expect(desktopSources.length).toBeGreaterThan(0);
    desktopSources.forEach((source) => {
      expect(source).toHaveAttribute('media', '(min-width: 544px)');
      expect(source.getAttribute('srcset')).toMatch(/hero-eigenmarken-wochen-desktop\./);
      expect(source).toHaveAttribute('width', '1440');
      expect(source).toHaveAttribute('height', '400');
      expect(source).toHaveAttribute('sizes', '(min-width: 1600px) 1600px, 100vw');
    });
    expect(hero.querySelector('[aria-roledescription="Karussell"]')).toBeNull();
  });

  it.each(['/\t/evil.example/path', '/\\evil.example/path', 'https:evil.example/path'])(
    'renders no link off the shop from a promo bar whose target is %j (the same rule as in the browser)',
    async (target) => {
      serveSampleContent({ 'promo-bar': { ...servedSampleBlock('promo-bar'), targetLink: target } });
      document.body.innerHTML = (await render('', 'responsive'))?.html ?? '';
      const promoBar = document.querySelector('[data-block-id="promo-bar"]') as HTMLElement;
      expect(screen.getByText(/Gratis Versand ab 49 €/)).toBeInTheDocument();
      expect(promoBar.querySelectorAll('a')).toHaveLength(0);
    },
  );

  it.each([
    ['promo-bar', 'answers HTTP 500', () => httpError(500)],
    ['hero-banner-carousel', 'answers HTTP 503', () => httpError(503)],
    ['value-proposition-strip', 'answers something else than a content model', () => raw({ model: { title: 'Ohne Metadaten' } })],
    ['hero-banner-carousel', 'answers a model of another content type', () => blockReply(contentModel('PromoBar', 'hero-banner-carousel', {}))],
  ])("renders none when the model of the first screen's %s %s (reported): no first screen of empty and hidden places", async (blockId, _problem, reply) => {
    serveSampleContent({ [blockId]: reply });
    expect(await render()).toBeUndefined();
    expect(await render('', 'responsive')).toBeUndefined();
    expect(reports.map((report) => report.context.contentPath)).toContain(`/content/blocks/${blockId}`);
  });

  it(`renders none when a model of the first screen does not come within ${FIRST_VIEW_RENDER_LIMIT_MS} ms (reported)`, async () => {
    jest.useFakeTimers();
    try {
      serveSampleContent({ 'value-proposition-strip': () => new Promise<never>(() => undefined) });
      const view = render();
      await jest.advanceTimersByTimeAsync(FIRST_VIEW_RENDER_LIMIT_MS);
      expect(await view).toBeUndefined();
      expect(reports.map((report) => report.context.contentPath)).toEqual(['/content/blocks/value-proposition-strip']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders none without the layout (reported), nor for a path that is no content page', async () => {
    backend = contentBackend(httpError(500), {});
    expect(await render()).toBeUndefined();
    expect(reports).toHaveLength(1);
    expect(await renderFirstView({ pathname: '/account', search: '' }, 'mobile', serverContentFetch(config), null)).toBeUndefined();
  });

  it("shows a logged-in customer's bonus points loading (the toggle on), never the new-customer text and its link; asks for no balance", async () => {
    const view = await renderForShopper(LOGGED_IN);
    expect((view?.state as unknown as FirstViewState).customerId).toBe(CUSTOMER_ID);
    document.body.innerHTML = view?.html ?? '';
    expect(bonusItem()).toHaveTextContent(BONUS_LOADING);
    expect(screen.queryByText(NEW_CUSTOMER_BONUS)).toBeNull();
    expect(bonusItem().querySelectorAll('a')).toHaveLength(0);
    expect(document.querySelector('a[href="/zooclub/overview"]')).toBeNull();
    expect(backend.to(BALANCE)).toEqual([]);
  });

  it('shows a logged-in shopper the reorder button of a login-or-reorder block in the first screen, a logged-out one the login', async () => {
    const loginFirst = [layout[0], ...layout.filter((reference) => reference.contentType === 'LoginOrReorderButton'), ...layout.slice(1)];
    backend = contentBackend(loginFirst, Object.fromEntries(layout.map((reference) => [reference.id, servedSampleBlock(reference.id)])));
    const button = (html = '') => {
      document.body.innerHTML = html;
      return document.querySelector('[data-block-id="login-or-reorder-button"] a');
    };
    expect(button((await renderForShopper(LOGGED_IN))?.html)).toHaveAttribute('href', '/account/orders/reorder');
    expect(button((await renderForShopper({ zt_id: 'U-77' }))?.html)).toHaveAttribute('href', '/account');
  });

  it('shows a logged-out shopper the new-customer bonus points with the loyalty link', async () => {
    const view = await renderForShopper({ zt_id: 'U-77' }, 'responsive');
    expect((view?.state as unknown as FirstViewState).customerId).toBeNull();
    document.body.innerHTML = view?.html ?? '';
    expect(bonusItem()).toHaveTextContent(NEW_CUSTOMER_BONUS);
    expect(screen.getByRole('link', { name: 'Zum Bonusprogramm' })).toHaveAttribute('href', '/zooclub/overview');
  });

  it('renders none in preview mode: editors see the content as it is now, which the browser loads', async () => {
    expect(await render('?preview=true')).toBeUndefined();
    expect(backend.requests).toEqual([]);
    expect(await render('?utm_source=newsletter')).toBeDefined();
  });
});

describe("the browser taking over the server's first view", () => {
  /**
   * Puts the device's first view into the document and hydrates it: the same elements, no mismatch, no request for
   * the layout or the first screen's models again.
   */
  async function hydrateAsItIs(device: FirstViewDevice, beforeHydrating = () => {}, rendered = render('', device)): Promise<void> {
    const view = await rendered;
    putFirstViewIntoDocument('mf-homepage-blocks', view?.html ?? '', view?.state);
    const serverParagraph = screen.getByText(/Gratis Versand ab 49 € – und bis Sonntag/);
    const serverBlocks = [...document.querySelectorAll('[data-block-id]')];
    const requestsBefore = backend.requests.length;
    await prepareFirstView();
    expect(hasFirstView()).toBe(true);
    const errors: unknown[] = [];
    beforeHydrating();
    await act(async () => {
      root = hydrateRoot(document.getElementById('slot') as HTMLElement, <Root />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(screen.getByText(/Gratis Versand ab 49 € – und bis Sonntag/)).toBe(serverParagraph);
    expect(serverBlocks.map((block) => block.isConnected)).toEqual([true, true, true]);
    const browserRequests = backend.requests.slice(requestsBefore);
    expect(browserRequests.filter((request) => request.route === 'GET /content/pages/{pageId}')).toEqual([]);
    expect(browserRequests.filter((request) => FIRST_SCREEN.includes(request.params.blockId ?? ''))).toEqual([]);
  }

  it('hydrates it as it is: the same elements, no mismatch, no request for the layout or the first screen again', async () => {
    setViewportWidth(390);
    await hydrateAsItIs('mobile');
    // Rendered in the browser, the hero is its carousel, showing the first slide where the server's was.
    expect(await screen.findByRole('region', { name: 'Top-Themen' })).toBeInTheDocument();
    expect(hasFirstView()).toBe(false);
  });

  it.each(['mobile', 'responsive'] as const)(
    "hydrates a logged-in customer's %s first view without a mismatch, the bonus points loading, then shows the balance in their place",
    async (device) => {
      const balance = deferred<ReplyFor<typeof BALANCE>>();
      backend.on(BALANCE, () => balance.promise);
      logIn(CUSTOMER_ID, 'U-77');
      const consoleErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      setViewportWidth(device === 'mobile' ? 390 : 1440);
      const rendered = renderForShopper(LOGGED_IN, device);
      let serverItem: Element | undefined;
      await hydrateAsItIs(
        device,
        () => {
          serverItem = bonusItem().firstElementChild ?? undefined;
        },
        rendered,
      );
      // React's warning of attributes that differ (not a recoverable error); other requests' failures are not the subject.
      expect(consoleErrors.mock.calls.map(([message]) => String(message)).filter((message) => /hydrat/i.test(message))).toEqual([]);
      expect(bonusItem().firstElementChild).toBe(serverItem);
      expect(serverItem).toHaveTextContent(BONUS_LOADING);
      balance.resolve(noContent());
      expect(await screen.findByText('Sammeln Sie mit jeder Bestellung Bonuspunkte')).toBeInTheDocument();
      expect(bonusItem().firstElementChild).toBe(serverItem);
      expect(backend.to(BALANCE).map((request) => request.params.customerId)).toEqual([CUSTOMER_ID]);
    },
  );

  it.each([
    [1440, 'hero-eigenmarken-wochen-desktop'],
    [768, 'hero-eigenmarken-wochen-desktop'],
    [360, 'hero-eigenmarken-wochen-mobile'],
  ])('hydrates the responsive first view in a window %i px wide without a mismatch, then shows its images (%s)', async (width, firstImage) => {
    setViewportWidth(width);
    // Every picture of the first slide the browser creates, also one replaced again before the observer was told.
    const createdPictures = new Set<Element>();
    let serverPictures: Element[] = [];
    const firstSlidePictures = (node: Node) =>
      node instanceof Element ? [...node.querySelectorAll('img'), node].filter((element) => element.matches(`img[src*="${FIRST_SLIDE_IMAGE}"]`)) : [];
    const changes = new MutationObserver((records) =>
      records
        .flatMap((record) => [...record.addedNodes, ...record.removedNodes])
        .flatMap(firstSlidePictures)
        .filter((picture) => !serverPictures.includes(picture))
        .forEach((picture) => createdPictures.add(picture)),
    );
    await hydrateAsItIs('responsive', () => {
      serverPictures = firstSlidePictures(document.body);
      changes.observe(document.body, { childList: true, subtree: true });
    });
    const carousel = await screen.findByRole('region', { name: 'Top-Themen' });
    changes.disconnect();
    const carouselPicture = carousel.querySelector('img');
    expect(carouselPicture?.getAttribute('src')).toContain(firstImage);
    // The server's picture stays until the carousel takes its place: not swapped for the window's own picture between.
    const described = [...createdPictures].map((picture) => (picture === carouselPicture ? 'the carousel picture' : `another: ${picture.getAttribute('src')}`));
    expect(described).toEqual(['the carousel picture']);
  });

  it("requests the code of each kind of the first screen's blocks in a task of its own", async () => {
    const view = await render('', 'mobile');
    putFirstViewIntoDocument('mf-homepage-blocks', view?.html ?? '', view?.state);
    const loads = Object.values(BLOCK_REGISTRY).map((block) => jest.spyOn(block, 'load'));
    const loadsSoFar = () => loads.reduce((count, load) => count + load.mock.calls.length, 0);
    // The browser's scheduler.yield, each new task begun by the test.
    const waiting: (() => void)[] = [];
    (globalThis as { scheduler?: unknown }).scheduler = { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) };
    try {
      const prepared = prepareFirstView();
      const loadsPerTask: number[] = [];
      for (let counted = 0; ;) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        loadsPerTask.push(loadsSoFar() - counted);
        counted = loadsSoFar();
        const nextTask = waiting.shift();
        if (!nextTask) break;
        nextTask();
      }
      await prepared;
      // The state read in the first task; then one kind of block per task: promo bar, hero, value propositions.
      expect(loadsPerTask).toEqual([0, 1, 1, 1]);
      expect(hasFirstView()).toBe(true);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
      loads.forEach((load) => load.mockRestore());
    }
  });

  it('provides nothing to hydrate without a state in the document, or with a malformed one (reported)', async () => {
    await prepareFirstView();
    expect(hasFirstView()).toBe(false);
    putFirstViewIntoDocument('mf-homepage-blocks', '<p>Startseite</p>', { pageId: 'homepage', device: 'tablet', layout: [], models: {}, loadLimit: 0 });
    await prepareFirstView();
    expect(hasFirstView()).toBe(false);
    expect(reports.map((report) => report.message)).toEqual(['The first view state in the document is malformed']);
  });
});
