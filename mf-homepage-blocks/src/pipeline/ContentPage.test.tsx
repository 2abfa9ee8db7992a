import { act, render, screen, waitFor } from '@testing-library/react';
import { PAGE_LENGTH_PENDING_ATTRIBUTE, type HomeRecommendationsProps, type SettledOutcome } from '@storefront/contracts';
import { firstScreenShown, LoadTimeoutError, type ErrorReport } from '@storefront/platform';
import {
  afterThisTest,
  clearAllCookies,
  collectReports,
  deferred,
  FakeIntersectionObserver,
  httpError,
  installFakeIntersectionObserver,
  raw,
  provideRemoteModule,
  setUpPlatform,
} from '@storefront/test-support';
import { blockReply, contentBackend, contentModel, type BlockReply } from '../test-support/content-backend';
import { servedSampleBlock } from '../test-support/sample-data';
import { scrollWindowTo } from '../test-support/scroll-window';
import { BLOCK_REGISTRY } from './block-registry';
import { ContentPage } from './ContentPage';
import { REVEAL_TIMEOUT_MS } from './use-content-page';

const promoBar = contentModel('PromoBar', 'promo-bar', { title: 'Gratis Versand ab 49 €', promoType: 'info' });
const terms = contentModel('TermsTextBlock', 'terms', { termsAndConditionsText: '<p>Alle Preise inkl. MwSt.</p>' });
const seo = (id: string) => contentModel('SeoAccordion', id, { headline: `<h2>Fragen ${id}</h2>`, items: [] });
const sliderModel = contentModel('RecommendationSlider', 'slider', { index: 0 });

let reports: ErrorReport[];

beforeEach(() => {
  setUpPlatform();
  clearAllCookies();
  reports = collectReports();
});

afterEach(() => jest.useRealTimers());

/** The blocks a shopper sees, in page order. */
function visibleBlockIds(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('[data-block-id]:not([hidden])'), (element) => element.getAttribute('data-block-id') ?? '');
}

const placeholders = (container: HTMLElement) => container.querySelectorAll('[data-block-placeholder]').length;

/**
 * With fake timers: runs the tasks due now, and the next frame's when that is not enough (the page measures what fits
 * after a paint), until `done`; the clock moves on by whole frames only.
 */
async function runFramesUntil(done: () => boolean): Promise<void> {
  for (let frame = 0; frame < 10 && !done(); frame += 1) {
    for (let turn = 0; turn < 10 && !done(); turn += 1) await act(() => jest.advanceTimersByTimeAsync(0));
    if (!done()) act(() => jest.advanceTimersToNextFrame());
  }
}

describe('ContentPage reveal order', () => {
  it(`passes a block that has not arrived within ${REVEAL_TIMEOUT_MS} ms: the blocks below appear and its place stays reserved`, async () => {
    jest.useFakeTimers();
    const slowPromo = deferred<BlockReply>();
    contentBackend(
      [
        { id: 'promo-bar', contentType: 'PromoBar' },
        { id: 'terms', contentType: 'TermsTextBlock' },
      ],
      { 'promo-bar': () => slowPromo.promise, terms },
    );
    const { container } = render(<ContentPage pageId="homepage" />);
    // Moving the clock on as little as it takes (waitFor would, 50 ms a look): the requests go out one task apart, the
    // terms' after the page has measured what fits.
    const termsBlock = () => container.querySelector('[data-block-id="terms"]');
    await runFramesUntil(() => termsBlock() !== null);
    expect(termsBlock()).toBeInTheDocument();
    // The promo bar's time started when its code was asked for, with the terms' in the same measurement.
    await act(() => jest.advanceTimersByTimeAsync(REVEAL_TIMEOUT_MS - 1));
    expect(visibleBlockIds(container)).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    // shown at the next paint
    await runFramesUntil(() => visibleBlockIds(container).length > 0);
    expect(visibleBlockIds(container)).toEqual(['terms']);
    expect(placeholders(container)).toBe(1);
    // the placeholder sits above the terms, where the promo bar will be
    expect(container.querySelector('[data-block-placeholder] + [data-block-id="terms"]')).toBeInTheDocument();

    // the page says it is still busy while the promo bar's place is held
    expect(container.querySelector('[data-page-id]')).toHaveAttribute('aria-busy', 'true');
    await act(async () => slowPromo.resolve(blockReply(promoBar)));
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['promo-bar', 'terms']));
    expect(placeholders(container)).toBe(0);
    expect(container.querySelector('[data-page-id]')).toHaveAttribute('aria-busy', 'false');
  });

  it("shows six square 260 px placeholders in the own-brands carousel's place while its brands load, none once they are there", async () => {
    const ownBrands = deferred<BlockReply>();
    contentBackend(
      [
        { id: 'own-brands-carousel', contentType: 'OwnBrandsCarousel' },
        { id: 'terms', contentType: 'TermsTextBlock' },
      ],
      { 'own-brands-carousel': () => ownBrands.promise, terms },
    );
    const { container } = render(<ContentPage pageId="homepage" />);
    await waitFor(() => expect(placeholders(container)).toBe(1));
    const placeholder = container.querySelector('[data-block-placeholder]') as HTMLElement;
    const tiles = placeholder.querySelectorAll('.hp-tile-placeholder');
    expect(tiles).toHaveLength(6);
    expect(placeholder.querySelector('.hp-tile-placeholders')).toHaveStyle({ '--hp-tile-size': '260px', '--hp-tile-gap': '12px' });
    // The place keeps the block's reserved height; the tiles are what it shows.
    expect(placeholder).toHaveClass('hp-block-placeholder--tiles');
    expect(placeholder).toHaveStyle({ '--hp-reserve-mobile': `${BLOCK_REGISTRY.OwnBrandsCarousel?.placement.reserve.mobile}px` });

    await act(async () => ownBrands.resolve(blockReply(servedSampleBlock('own-brands-carousel'))));
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['own-brands-carousel', 'terms']));
    expect(container.querySelectorAll('.hp-tile-placeholder')).toHaveLength(0);
  });

  it('shows one grey area, no tiles, in the place of a block that has no placeholder tiles', async () => {
    const slowPromo = deferred<BlockReply>();
    contentBackend([{ id: 'promo-bar', contentType: 'PromoBar' }], { 'promo-bar': () => slowPromo.promise });
    const { container } = render(<ContentPage pageId="homepage" />);
    await waitFor(() => expect(placeholders(container)).toBe(1));
    expect(container.querySelector('[data-block-placeholder]')).not.toHaveClass('hp-block-placeholder--tiles');
    expect(container.querySelector('[data-block-placeholder]')).toBeEmptyDOMElement();
  });

  /** The recommendations fragment's slider above the terms, showing `text` until the test settles it. */
  function renderSliderAboveTerms(text: string) {
    const slider = { settle: (_outcome: SettledOutcome) => undefined as void };
    function HomeRecommendations({ onSettled }: HomeRecommendationsProps) {
      slider.settle = (outcome) => onSettled?.(outcome);
      return <p>{text}</p>;
    }
    provideRemoteModule('mf_recommendations/HomeRecommendations', { default: HomeRecommendations });
    contentBackend(
      [
        { id: 'slider', contentType: 'RecommendationSlider' },
        { id: 'terms', contentType: 'TermsTextBlock' },
      ],
      { slider: sliderModel, terms },
    );
    return { ...render(<ContentPage pageId="homepage" />), settleRecommendations: (outcome: SettledOutcome) => slider.settle(outcome) };
  }

  it('shows the reserved place of a block that loads its own data, not its loading state, and the blocks below it only once it has settled', async () => {
    const { container, settleRecommendations } = renderSliderAboveTerms('Empfehlungen werden geladen …');
    await waitFor(() => expect(container.querySelector('[data-block-id="terms"]')).toBeInTheDocument());
    // Mounted, so its data loads, but hidden: its loading state can be far from its content's height (nothing at all
    // while the real recommendations load), and the page, as long as it will be, would jump by the difference.
    expect(container.querySelector('[data-block-placeholder] + [data-block-id="slider"][hidden]')).toBeInTheDocument();
    expect(await screen.findByText('Empfehlungen werden geladen …')).not.toBeVisible();
    expect(visibleBlockIds(container)).toEqual([]);
    // Laid out out of sight (content-page.css), so a slider filling a few cards per frame keeps its frames short and
    // appears at its final height.
    expect(container.querySelector('[data-block-id="slider"]')).toHaveClass('hp-block--laying-out');
    act(() => settleRecommendations('shown'));
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['slider', 'terms']));
    expect(placeholders(container)).toBe(0);
    expect(container.querySelector('[data-block-id="slider"]')).not.toHaveClass('hp-block--laying-out');
    // A scroll anchor only from the paint after it appeared (use-scroll-anchor-after-reveal.ts).
    await waitFor(() => expect(container.querySelector('[data-block-id="slider"]')).not.toHaveClass('hp-block--no-scroll-anchor'));
  });

  it(`keeps the reserved place of a block that loads its own data, passed by after ${REVEAL_TIMEOUT_MS} ms, until it has settled`, async () => {
    jest.useFakeTimers();
    const { container, settleRecommendations } = renderSliderAboveTerms('Empfehlungen werden geladen …');
    for (let turn = 0; turn < 20 && !screen.queryByText('Empfehlungen werden geladen …'); turn += 1) await act(() => jest.advanceTimersByTimeAsync(0));
    await act(() => jest.advanceTimersByTimeAsync(REVEAL_TIMEOUT_MS));
    // The terms below appear; the slider's place shows as reserved (its loading state stays hidden) above them.
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['terms']));
    expect(container.querySelector('[data-block-placeholder] + [data-block-id="slider"][hidden]')).toBeInTheDocument();

    act(() => settleRecommendations('shown'));
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['slider', 'terms']));
    expect(placeholders(container)).toBe(0);
  });

  it('lets the blocks below appear at once when the recommendations fragment cannot be loaded', async () => {
    contentBackend(
      [
        { id: 'slider', contentType: 'RecommendationSlider' },
        { id: 'terms', contentType: 'TermsTextBlock' },
      ],
      { slider: sliderModel, terms },
    );
    const { container } = render(<ContentPage pageId="homepage" />);
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['slider', 'terms']));
    expect(reports.map((report) => report.context.remoteModule)).toEqual(['mf_recommendations/HomeRecommendations']);
  });
});

/**
 * Four accordions with the terms below them. jsdom lays nothing out: the blocks still to load (the frontier's
 * placeholder, else the end of the page) start as far down as the visible blocks' reserved heights (1000 px each)
 * until the test moves them.
 */
function renderAccordionsAboveTerms({ withPromoBar = false } = {}) {
  afterThisTest(installFakeIntersectionObserver());
  const loadTerms = jest.spyOn(BLOCK_REGISTRY.TermsTextBlock as NonNullable<typeof BLOCK_REGISTRY.TermsTextBlock>, 'load');
  const backend = contentBackend(
    [
      ...(withPromoBar ? [{ id: 'promo-bar', contentType: 'PromoBar' }] : []),
      { id: 'seo-1', contentType: 'SeoAccordion' },
      { id: 'seo-2', contentType: 'SeoAccordion' },
      { id: 'seo-3', contentType: 'SeoAccordion' },
      { id: 'seo-4', contentType: 'SeoAccordion' },
      { id: 'terms', contentType: 'TermsTextBlock' },
    ],
    { 'promo-bar': promoBar, 'seo-1': seo('seo-1'), 'seo-2': seo('seo-2'), 'seo-3': seo('seo-3'), 'seo-4': seo('seo-4'), terms },
  );
  const { container } = render(<ContentPage pageId="homepage" />);
  const requestedModels = () => backend.to('GET /content/blocks/{blockId}').map((request) => request.params.blockId);
  const end = container.querySelector('[data-page-end]') as HTMLElement;
  const endOfPage = { top: () => visibleBlockIds(container).length * 1000 };
  const layOut = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    // like a browser: an element taken out of the page has no place (all zero)
    const stillToLoad = this.isConnected && (this === end || this.hasAttribute('data-block-placeholder'));
    return stillToLoad ? DOMRect.fromRect({ x: 0, y: endOfPage.top(), width: 0, height: 0 }) : layOut.call(this);
  });
  return { container, end, endOfPage, loadTerms, requestedModels };
}

describe('ContentPage reserved space', () => {
  /** The heights the page keeps below its visible blocks (mobile, tablet, desktop) and the number of blocks in them. */
  const reservedBelow = (container: HTMLElement) => {
    const style = (container.querySelector('[data-page-end]') as HTMLElement).style;
    return ['--hp-reserve-mobile', '--hp-reserve-tablet', '--hp-reserve-desktop', '--hp-reserve-blocks'].map((name) => style.getPropertyValue(name));
  };

  it('says its length is pending until the layout is there, and lays the blocks out in the commit that says it is not', async () => {
    const layout = deferred<Awaited<ReturnType<typeof raw>>>();
    contentBackend([], { terms }).on('GET /content/pages/{pageId}', () => layout.promise);
    const { container } = render(<ContentPage pageId="homepage" />);
    const page = container.querySelector('[data-page-id]') as HTMLElement;
    expect(page).toHaveAttribute(PAGE_LENGTH_PENDING_ATTRIBUTE);
    // The changes to the page in the order they were made: the layout's places laid out, the attribute removed.
    const changes: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.attributeName === PAGE_LENGTH_PENDING_ATTRIBUTE) changes.push('length known');
        if (record.type === 'childList' && (record.target as Element).classList?.contains('hp-page__blocks') && record.addedNodes.length > 0)
          changes.push('places laid out');
      }
    });
    watch.observe(page, { subtree: true, attributes: true, childList: true });
    afterThisTest(() => watch.disconnect());
    await act(async () =>
      layout.resolve(raw({ model: { metadata: { contentType: 'PageLayout', id: 'homepage' }, blocks: [{ id: 'terms', contentType: 'TermsTextBlock' }] } })),
    );
    await waitFor(() => expect(page).not.toHaveAttribute(PAGE_LENGTH_PENDING_ATTRIBUTE));
    // Never a page that claims its length before it has laid out its places (React commits a parent's attributes
    // after its children's changes, so in one commit the places come first).
    expect(changes.slice(0, 2)).toEqual(['places laid out', 'length known']);
  });

  it('says its length is no longer pending when the layout cannot be had', async () => {
    contentBackend(httpError(500), {});
    const { container } = render(<ContentPage pageId="homepage" />);
    await waitFor(() => expect(container.querySelector('[data-page-id]')).not.toHaveAttribute(PAGE_LENGTH_PENDING_ATTRIBUTE));
    expect(reports).toHaveLength(1);
  });

  it('keeps the place of every block still to appear below the visible ones, so the footer never moves as they arrive', async () => {
    const slowPromo = deferred<BlockReply>();
    const slowTerms = deferred<BlockReply>();
    contentBackend(
      [
        { id: 'promo-bar', contentType: 'PromoBar' },
        { id: 'seo-1', contentType: 'SeoAccordion' },
        { id: 'terms', contentType: 'TermsTextBlock' },
      ],
      { 'promo-bar': () => slowPromo.promise, 'seo-1': seo('seo-1'), terms: () => slowTerms.promise },
    );
    const { container } = render(<ContentPage pageId="homepage" />);
    const { SeoAccordion, TermsTextBlock } = BLOCK_REGISTRY as Required<typeof BLOCK_REGISTRY>;
    const px = (height: number) => `${height}px`;
    const seoAndTerms = (['mobile', 'tablet', 'desktop'] as const).map((device) =>
      px(SeoAccordion.placement.reserve[device] + TermsTextBlock.placement.reserve[device]),
    );
    // the layout is there and the promo bar is the frontier: the accordion's and the terms' places are kept below it
    await waitFor(() => expect(reservedBelow(container)).toEqual([...seoAndTerms, '2']));
    expect(placeholders(container)).toBe(1);
    await act(async () => slowPromo.resolve(blockReply(promoBar)));
    // the terms hold the page: they are the frontier, with their placeholder; nothing is kept below them
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['promo-bar', 'seo-1']));
    expect(reservedBelow(container)).toEqual(['0px', '0px', '0px', '0']);
    expect(placeholders(container)).toBe(1);
    await act(async () => slowTerms.resolve(blockReply(terms)));
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['promo-bar', 'seo-1', 'terms']));
    expect(reservedBelow(container)).toEqual(['0px', '0px', '0px', '0']);
  });

  it('shows the blocks that settled below a slow one a block per paint once it settles, keeping the places of those still hidden', async () => {
    jest.useFakeTimers();
    const slowPromo = deferred<BlockReply>();
    contentBackend(
      [
        { id: 'promo-bar', contentType: 'PromoBar' },
        { id: 'seo-1', contentType: 'SeoAccordion' },
        { id: 'seo-2', contentType: 'SeoAccordion' },
        { id: 'terms', contentType: 'TermsTextBlock' },
      ],
      { 'promo-bar': () => slowPromo.promise, 'seo-1': seo('seo-1'), 'seo-2': seo('seo-2'), terms },
    );
    const { container } = render(<ContentPage pageId="homepage" />);
    const { SeoAccordion, TermsTextBlock } = BLOCK_REGISTRY as Required<typeof BLOCK_REGISTRY>;
    const kept = (...blocks: (typeof SeoAccordion)[]) => [
      ...(['mobile', 'tablet', 'desktop'] as const).map((device) => `${blocks.reduce((sum, block) => sum + block.placement.reserve[device], 0)}px`),
      String(blocks.length),
    ];
    const page = container.querySelector('[data-page-id]') as HTMLElement;
    // the blocks below the promo bar have come and settled, hidden
    await runFramesUntil(() => container.querySelector('[data-block-id="terms"]') !== null);
    expect(visibleBlockIds(container)).toEqual([]);

    await act(async () => slowPromo.resolve(blockReply(promoBar)));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(visibleBlockIds(container)).toEqual(['promo-bar']);
    expect(reservedBelow(container)).toEqual(kept(SeoAccordion, SeoAccordion, TermsTextBlock));
    expect(page).toHaveAttribute('aria-busy', 'true');
    // Then, paint by paint, one more block, the places of the others still kept.
    const steps: { shown: string[]; kept: string[] }[] = [];
    for (let frame = 0; frame < 20 && visibleBlockIds(container).length < 4; frame += 1) {
      const before = visibleBlockIds(container).length;
      act(() => jest.advanceTimersToNextFrame());
      await act(() => jest.advanceTimersByTimeAsync(0));
      if (visibleBlockIds(container).length !== before) steps.push({ shown: visibleBlockIds(container), kept: reservedBelow(container) });
    }
    expect(steps).toEqual([
      { shown: ['promo-bar', 'seo-1'], kept: kept(SeoAccordion, TermsTextBlock) },
      { shown: ['promo-bar', 'seo-1', 'seo-2'], kept: kept(TermsTextBlock) },
      { shown: ['promo-bar', 'seo-1', 'seo-2', 'terms'], kept: ['0px', '0px', '0px', '0'] },
    ]);
    expect(page).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps no place for a block that will render nothing', async () => {
    const slowPromo = deferred<BlockReply>();
    contentBackend(
      [
        { id: 'promo-bar', contentType: 'PromoBar' },
        { id: 'missing', contentType: 'SeoAccordion' },
        { id: 'terms', contentType: 'TermsTextBlock' },
      ],
      { 'promo-bar': () => slowPromo.promise, terms },
    );
    const { container } = render(<ContentPage pageId="homepage" />);
    const { TermsTextBlock } = BLOCK_REGISTRY as Required<typeof BLOCK_REGISTRY>;
    // the accordion's model is not found (404): only the terms' place is kept below the waiting promo bar
    await waitFor(() => expect(reservedBelow(container)).toEqual([...Object.values(TermsTextBlock.placement.reserve).map((height) => `${height}px`), '1']));
    await act(async () => slowPromo.resolve(blockReply(promoBar)));
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['promo-bar', 'terms']));
  });
});

describe('ContentPage block code', () => {
  it('treats a block whose code cannot be loaded like a failed block: nothing shown, reported once, the rest stays', async () => {
    jest
      .spyOn(BLOCK_REGISTRY.PromoBar as NonNullable<typeof BLOCK_REGISTRY.PromoBar>, 'load')
      .mockRejectedValue(new Error('Loading chunk block-promo-bar failed'));
    contentBackend(
      [
        { id: 'promo-bar', contentType: 'PromoBar' },
        { id: 'terms', contentType: 'TermsTextBlock' },
      ],
      { 'promo-bar': promoBar, terms },
    );
    const { container } = render(<ContentPage pageId="homepage" />);
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['terms']));
    expect(placeholders(container)).toBe(0);
    expect(reports.map((report) => [report.message, report.context.block])).toEqual([['Loading chunk block-promo-bar failed', 'PromoBar']]);
  });

  it('loads the code and the model of a block only once its place comes near the viewport', async () => {
    const loadSeo = jest.spyOn(BLOCK_REGISTRY.SeoAccordion as NonNullable<typeof BLOCK_REGISTRY.SeoAccordion>, 'load');
    const { container, end, endOfPage, loadTerms, requestedModels } = renderAccordionsAboveTerms();
    await waitFor(() => expect(container.querySelectorAll('[data-block-placeholder]')).toHaveLength(1));
    expect(loadSeo).not.toHaveBeenCalled();
    expect(requestedModels()).toEqual([]);

    act(() => FakeIntersectionObserver.setVisibleRatio(end, 1));
    // the first screen of a 768 px window (not scrolled: no look-ahead) holds the places of three accordions (342 px
    // each on a tablet); the fourth starts below it
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['seo-1', 'seo-2', 'seo-3']));
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(loadSeo).toHaveBeenCalled();
    expect(requestedModels()).toEqual(['seo-1', 'seo-2', 'seo-3']);
    expect(loadTerms).not.toHaveBeenCalled();
    // the fourth accordion's code is there (same content type) but its model is not asked for: the page is done
    await waitFor(() => expect(container.querySelector('[data-page-id]')).toHaveAttribute('aria-busy', 'false'));
    // the blocks below keep their places until they come near
    expect(container.querySelector('[data-block-id="seo-3"] + [data-block-placeholder]')).toBeInTheDocument();

    // the shopper scrolls: the end of the page comes near again
    act(() => FakeIntersectionObserver.setVisibleRatio(end, 0));
    endOfPage.top = () => 700;
    act(() => FakeIntersectionObserver.setVisibleRatio(end, 1));
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['seo-1', 'seo-2', 'seo-3', 'seo-4', 'terms']));
    expect(loadTerms).toHaveBeenCalledTimes(1);
    expect(requestedModels()).toEqual(['seo-1', 'seo-2', 'seo-3', 'seo-4', 'terms']);
  });

  it('loads the block whose place starts in view, however far below the view its reserved place ends', async () => {
    const loadSeo = jest.spyOn(BLOCK_REGISTRY.SeoAccordion as NonNullable<typeof BLOCK_REGISTRY.SeoAccordion>, 'load');
    const { container } = renderAccordionsAboveTerms();
    await waitFor(() => expect(placeholders(container)).toBe(1));
    const placeholder = container.querySelector('[data-block-placeholder]') as HTMLElement;
    // Watched once the page has rendered with it (its element is kept in state at transition priority).
    await waitFor(() => expect([...FakeIntersectionObserver.instances].some((observer) => observer.observed.has(placeholder))).toBe(true));
    // the end of the page lies below the first accordion's place and stays out of reach; that place starts in view
    act(() => FakeIntersectionObserver.setVisibleRatio(placeholder, 1));
    await waitFor(() => expect(loadSeo).toHaveBeenCalled());
  });

  it('loads nothing below the first screen before the shopper scrolls, and looks ahead from the first scroll on', async () => {
    const loadSeo = jest.spyOn(BLOCK_REGISTRY.SeoAccordion as NonNullable<typeof BLOCK_REGISTRY.SeoAccordion>, 'load');
    const { end, endOfPage } = renderAccordionsAboveTerms();
    // the page's first block starts 100 px below the bottom of the 768 px window
    endOfPage.top = () => 868;
    act(() => FakeIntersectionObserver.setVisibleRatio(end, 1));
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(loadSeo).not.toHaveBeenCalled();

    scrollWindowTo(40);
    // the page now watches with 600 px look-ahead, and that observer finds its first block within reach
    act(() => FakeIntersectionObserver.setVisibleRatio(end, 1));
    await waitFor(() => expect(loadSeo).toHaveBeenCalled());
  });

  it('asks for the model of every block at the first scroll, their code still only as they come near', async () => {
    const { container, end, loadTerms, requestedModels } = renderAccordionsAboveTerms();
    act(() => FakeIntersectionObserver.setVisibleRatio(end, 1));
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['seo-1', 'seo-2', 'seo-3']));
    expect(requestedModels()).toEqual(['seo-1', 'seo-2', 'seo-3']);

    scrollWindowTo(40);
    await waitFor(() => expect(requestedModels()).toEqual(['seo-1', 'seo-2', 'seo-3', 'seo-4', 'terms']));
    // the fourth accordion's code came with the first three: with its model it takes its place below them; the terms
    // lie 4000 px below the window, out of reach: their code is not asked for yet
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['seo-1', 'seo-2', 'seo-3', 'seo-4']));
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(loadTerms).not.toHaveBeenCalled();
    expect(visibleBlockIds(container)).toEqual(['seo-1', 'seo-2', 'seo-3', 'seo-4']);
  });

  it('loads an overlay once the first screen has been shown, and the go-to-top button (shown only on a scrolled page) at the first scroll', async () => {
    const loadGoToTop = jest.spyOn(BLOCK_REGISTRY.GoToTopButton as NonNullable<typeof BLOCK_REGISTRY.GoToTopButton>, 'load');
    const loadSoftRedirect = jest.spyOn(BLOCK_REGISTRY.SoftRedirectModal as NonNullable<typeof BLOCK_REGISTRY.SoftRedirectModal>, 'load');
    const slowTerms = deferred<BlockReply>();
    afterThisTest(installFakeIntersectionObserver());
    contentBackend(
      [
        { id: 'soft-redirect', contentType: 'SoftRedirectModal' },
        { id: 'go-to-top', contentType: 'GoToTopButton' },
        { id: 'terms', contentType: 'TermsTextBlock' },
      ],
      {
        'soft-redirect': contentModel('SoftRedirectModal', 'soft-redirect', {
          maxShownCount: 3,
          cookieExpiryDays: 30,
          logo: 'http://localhost:8090/images/content/logo.jpg',
        }),
        'go-to-top': contentModel('GoToTopButton', 'go-to-top', { label: 'Nach oben' }),
        terms: () => slowTerms.promise,
      },
    );
    // The shell has seen the page mount (an overlay also waits for that: ContentPage.overlay-after-first-screen.test.tsx).
    firstScreenShown();
    const { container } = render(<ContentPage pageId="homepage" />);
    // the terms, the first screen's only block, are still on their way: the dialog waits
    await waitFor(() => expect(placeholders(container)).toBe(1));
    act(() => FakeIntersectionObserver.setVisibleRatio(container.querySelector('[data-page-end]') as HTMLElement, 1));
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(loadSoftRedirect).not.toHaveBeenCalled();
    await act(async () => slowTerms.resolve(blockReply(terms)));
    await waitFor(() => expect(loadSoftRedirect).toHaveBeenCalled());
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(loadGoToTop).not.toHaveBeenCalled();

    scrollWindowTo(1);
    await waitFor(() => expect(loadGoToTop).toHaveBeenCalledTimes(1));
  });

  it('asks for the code of every block still to come at once when block code has not arrived in time', async () => {
    jest.spyOn(BLOCK_REGISTRY.PromoBar as NonNullable<typeof BLOCK_REGISTRY.PromoBar>, 'load').mockRejectedValue(new LoadTimeoutError('Block code', 5000));
    const { container, end, loadTerms } = renderAccordionsAboveTerms({ withPromoBar: true });
    act(() => FakeIntersectionObserver.setVisibleRatio(end, 1));
    // The terms lie 4000 px below the accordions, far out of reach: one more time-out for them, not one per batch.
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['seo-1', 'seo-2', 'seo-3', 'seo-4', 'terms']));
    expect(loadTerms).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(container.querySelector('[data-page-id]')).toHaveAttribute('aria-busy', 'false'));
    expect(reports.map((report) => [report.message, report.context.block])).toEqual([['Block code did not load within 5000 ms', 'PromoBar']]);
  });

  it('asks for an overlay with the rest when block code has not arrived in time, though the first screen still waits', async () => {
    jest.spyOn(BLOCK_REGISTRY.PromoBar as NonNullable<typeof BLOCK_REGISTRY.PromoBar>, 'load').mockRejectedValue(new LoadTimeoutError('Block code', 5000));
    const loadSoftRedirect = jest.spyOn(BLOCK_REGISTRY.SoftRedirectModal as NonNullable<typeof BLOCK_REGISTRY.SoftRedirectModal>, 'load');
    const heldSeo = deferred<BlockReply>();
    contentBackend(
      [
        { id: 'promo-bar', contentType: 'PromoBar' },
        { id: 'seo-1', contentType: 'SeoAccordion' },
        { id: 'soft-redirect', contentType: 'SoftRedirectModal' },
      ],
      {
        'promo-bar': promoBar,
        'seo-1': () => heldSeo.promise,
        'soft-redirect': contentModel('SoftRedirectModal', 'soft-redirect', { maxShownCount: 3, cookieExpiryDays: 30 }),
      },
    );
    jest.useFakeTimers();
    const { container } = render(<ContentPage pageId="homepage" />);
    // The accordion's model is held: the first screen is not complete, yet the dialog comes with the rest. The clock
    // stays before the reveal time-out, which would let the page go on without the accordion.
    await runFramesUntil(() => loadSoftRedirect.mock.calls.length > 0);
    expect(loadSoftRedirect).toHaveBeenCalled();
    expect(placeholders(container)).toBe(1);
    await act(async () => heldSeo.resolve(blockReply(seo('seo-1'))));
  });

  it("measures what fits below after the paint once blocks have come, not in the commit that ran its effect (the read would lay out that commit's blocks in its task)", async () => {
    jest.useFakeTimers();
    const { container, end, endOfPage, loadTerms } = renderAccordionsAboveTerms();
    // Where the blocks still to load start: the end of the page or the frontier's placeholder.
    const measuresOfTheEdge = () =>
      jest
        .mocked(HTMLElement.prototype.getBoundingClientRect)
        .mock.contexts.filter((element) => element === end || (element as HTMLElement).hasAttribute('data-block-placeholder')).length;
    act(() => FakeIntersectionObserver.setVisibleRatio(end, 1));
    await runFramesUntil(() => visibleBlockIds(container).length === 3);
    expect(visibleBlockIds(container)).toEqual(['seo-1', 'seo-2', 'seo-3']);
    act(() => FakeIntersectionObserver.setVisibleRatio(end, 0));

    // The accordions pushed the end out of reach; the shopper scrolls to it and the observer sees it near again.
    endOfPage.top = () => 700;
    const before = measuresOfTheEdge();
    act(() => FakeIntersectionObserver.setVisibleRatio(end, 1));
    await act(() => jest.advanceTimersByTimeAsync(0));
    // only the observer's entry has measured the end so far
    expect(measuresOfTheEdge()).toBe(before + 1);
    expect(loadTerms).not.toHaveBeenCalled();
    await runFramesUntil(() => visibleBlockIds(container).length === 5);
    expect(visibleBlockIds(container)).toEqual(['seo-1', 'seo-2', 'seo-3', 'seo-4', 'terms']);
  });

  it('loads on when a scroll brings the end back near before the observer noticed it had gone', async () => {
    const { container, end, endOfPage, loadTerms } = renderAccordionsAboveTerms();
    act(() => FakeIntersectionObserver.setVisibleRatio(end, 1));
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['seo-1', 'seo-2', 'seo-3']));
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(loadTerms).not.toHaveBeenCalled();

    // The accordions pushed the end 3000 px down, and the shopper scrolled after it at once: the observer, looking
    // only now and then, saw it near both times and reports nothing.
    endOfPage.top = () => 700;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['seo-1', 'seo-2', 'seo-3', 'seo-4', 'terms']));
    expect(loadTerms).toHaveBeenCalledTimes(1);
  });
});
