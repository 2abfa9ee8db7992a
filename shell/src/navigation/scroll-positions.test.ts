import { keepScrollPositions } from './scroll-positions';

// jsdom lays nothing out: the test says where the window is scrolled and whether the route's page has its length.
let scrolledTo: number[];
let pageHasLength: boolean;
/** How far the window can scroll (the page's length less the window's). */
let scrollEnd: number;
let stop: () => void;

function scrollBy(shopper: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: shopper });
  window.dispatchEvent(new Event('scroll'));
}

/** What single-spa does when the URL changes: before the swap, the swap, after it. */
function routeTo(change: () => void, clampedTo = 0) {
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
  change();
  // The page being left is gone: the shorter page cuts the window's position off.
  scrollBy(clampedTo);
  window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
}

const historyMoves = (move: () => void) =>
  new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    move();
  });

async function goBack() {
  await historyMoves(() => history.back());
  routeTo(() => undefined);
}

/** The route's fragment lays its page out (the footer joins it). */
async function pageLaidOut() {
  pageHasLength = true;
  document.querySelector('main')?.setAttribute('data-laid-out', '');
  await Promise.resolve();
}

beforeEach(() => {
  document.body.innerHTML = '<main></main>';
  history.replaceState(null, '', '/');
  scrolledTo = [];
  pageHasLength = true;
  scrollEnd = Infinity;
  jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrolledTo.push(y);
    scrollBy(Math.min(y, scrollEnd));
  }) as typeof window.scrollTo);
  scrollBy(0);
  stop = keepScrollPositions(window, { pageHasLength: () => pageHasLength });
});

afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

describe('back to a page of the shop', () => {
  it('scrolls to where the shopper was once the page has its length, not before', async () => {
    scrollBy(4800);
    routeTo(() => history.pushState(null, '', '/eigenmarken'));
    scrollBy(1000);

    pageHasLength = false;
    await goBack();
    expect(scrolledTo).toEqual([]);
    await pageLaidOut();
    expect(scrolledTo).toEqual([4800]);
  });

  it('scrolls on as the page grows when its sections lay out after its length is known', async () => {
    scrollBy(1500);
    routeTo(() => history.pushState(null, '', '/'));
    scrollEnd = 368;
    await goBack();
    expect(window.scrollY).toBe(368);
    scrollEnd = 2400;
    document.querySelector('main')?.setAttribute('data-sections', 'laid out');
    await Promise.resolve();
    expect(window.scrollY).toBe(1500);
    // There: the shopper's own scrolling is theirs again, and recorded.
    scrollBy(1700);
    routeTo(() => history.pushState(null, '', '/account'));
    await goBack();
    expect(scrolledTo.at(-1)).toBe(1700);
  });

  it('keeps a position per history entry, also forward again and for two visits of the same path', async () => {
    scrollBy(4800);
    routeTo(() => history.pushState(null, '', '/eigenmarken'));
    scrollBy(1000);
    routeTo(() => history.pushState(null, '', '/'));
    scrollBy(300);

    await goBack();
    expect(scrolledTo).toEqual([1000]);
    await goBack();
    expect(scrolledTo).toEqual([1000, 4800]);
    await historyMoves(() => history.forward());
    routeTo(() => undefined);
    expect(scrolledTo).toEqual([1000, 4800, 1000]);
  });

  it('leaves the window alone when the shopper scrolls while the page is still coming', async () => {
    scrollBy(4800);
    routeTo(() => history.pushState(null, '', '/account'));
    pageHasLength = false;
    await goBack();
    window.dispatchEvent(new Event('wheel'));
    scrollBy(200);
    await pageLaidOut();
    expect(scrolledTo).toEqual([]);

    // What they scrolled to is that entry's position from then on.
    routeTo(() => history.pushState(null, '', '/account'));
    await goBack();
    expect(scrolledTo).toEqual([200]);
  });

  it('starts a new page where the page puts it, and an entry at the top is not scrolled', async () => {
    routeTo(() => history.pushState(null, '', '/account'));
    scrollBy(700);
    routeTo(() => history.pushState(null, '', '/eigenmarken'));
    expect(scrolledTo).toEqual([]);
    await goBack();
    expect(scrolledTo).toEqual([700]);
    await goBack();
    expect(scrolledTo).toEqual([700]);
  });

  it('keeps what other code holds in the history state', () => {
    history.replaceState({ kept: 'yes' }, '');
    routeTo(() => history.pushState({ own: 1 }, '', '/account'));
    expect(history.state).toEqual({ own: 1, storefrontScrollEntry: expect.any(String) });
  });
});
