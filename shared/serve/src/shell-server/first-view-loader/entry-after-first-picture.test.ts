/**
 * @jest-environment jsdom
 */
import { FIRST_VIEW_MARKUP_ATTRIBUTE } from '@storefront/contracts';
import { ENTRY_WAIT_FOR_PICTURE_MS, PRELOADS_PER_TASK, startEntryAfterFirstPicture, type DeferredEntry } from './entry-after-first-picture';

const DEFERRED: DeferredEntry = {
  entry: '/main.js',
  preloads: [
    { href: 'https://home.cdn.example/releases/7/mf-manifest.json', as: 'fetch' },
    { href: 'https://tracking.cdn.example/releases/2/mf-manifest.json', as: 'fetch' },
    { href: '/412.js', as: 'script' },
    { href: '/470.js', as: 'script' },
  ],
};

/** What the document has asked for: the scripts in the body and the preloads in the head, in order. */
const requested = () => [
  ...Array.from(document.body.querySelectorAll('script[src]'), (script) => `script ${script.getAttribute('src')}`),
  // Read as the loader sets them (jsdom does not reflect `as` into the attribute, as a browser does).
  ...Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => `${link.as} ${link.getAttribute('href')}`),
];

function firstView(picture: string): HTMLImageElement | null {
  document.body.innerHTML = `<div ${FIRST_VIEW_MARKUP_ATTRIBUTE}="">${picture}</div>`;
  return document.querySelector('img');
}

describe("the first view's loader", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  it("starts nothing while the first view's high-priority picture loads, then the entry in the task after its frame", () => {
    const picture = firstView('<img src="https://img.example/hero.webp" fetchpriority="high" alt="">');
    startEntryAfterFirstPicture(DEFERRED);
    jest.advanceTimersByTime(ENTRY_WAIT_FOR_PICTURE_MS / 2);
    expect(requested()).toEqual([]);

    picture?.dispatchEvent(new Event('load'));
    expect(requested()).toEqual([]);
    // Painted: the frame after the load, and the task after that frame.
    jest.advanceTimersToNextFrame();
    expect(requested()).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(requested()).toEqual(['script /main.js']);
  });

  it(`starts the entry in a task of its own, then ${PRELOADS_PER_TASK} preload per task in their order, the manifests without credentials`, () => {
    firstView('');
    startEntryAfterFirstPicture(DEFERRED);
    jest.advanceTimersToNextFrame();
    jest.advanceTimersToNextTimer();
    expect(requested()).toEqual(['script /main.js']);
    const preloads = DEFERRED.preloads.map(({ href, as }) => `${as} ${href}`);
    for (let task = 1; task <= preloads.length; task += 1) {
      jest.advanceTimersToNextTimer();
      expect(requested()).toEqual(['script /main.js', ...preloads.slice(0, task)]);
    }
    const links = Array.from(document.head.querySelectorAll('link'));
    expect(links.map((link) => link.crossOrigin)).toEqual(['anonymous', 'anonymous', null, null]);
    jest.runAllTimers();
    expect(requested()).toHaveLength(1 + DEFERRED.preloads.length);
  });

  it('starts once the first frame is painted when the first view has no high-priority picture, or it is loaded already', () => {
    for (const markup of ['<img src="https://img.example/lazy.webp" alt="">', '<img fetchpriority="high" alt="">']) {
      document.head.innerHTML = '';
      firstView(markup);
      startEntryAfterFirstPicture(DEFERRED);
      expect(requested()).toEqual([]);
      jest.advanceTimersToNextFrame();
      expect(requested()).toEqual([]);
      jest.advanceTimersToNextTimer();
      expect(requested()[0]).toBe('script /main.js');
      jest.runAllTimers();
    }
  });

  it('starts after the frame of whichever high-priority picture loads first (a first view for every width: one per width)', () => {
    firstView(
      '<img class="desktop" src="https://img.example/desktop.webp" fetchpriority="high" loading="lazy" alt="">' +
        '<img class="mobile" src="https://img.example/mobile.webp" fetchpriority="high" loading="lazy" alt="">',
    );
    startEntryAfterFirstPicture(DEFERRED);
    jest.advanceTimersByTime(ENTRY_WAIT_FOR_PICTURE_MS / 2);
    expect(requested()).toEqual([]);
    // The window shows the phone's banner: the hidden desktop one never loads.
    document.querySelector('img.mobile')?.dispatchEvent(new Event('load'));
    jest.advanceTimersToNextFrame();
    jest.advanceTimersByTime(1);
    // Well before the loader gives up waiting.
    expect(requested()[0]).toBe('script /main.js');
  });

  it('starts at once when the picture fails', () => {
    const picture = firstView('<img src="https://img.example/broken.webp" fetchpriority="high" alt="">');
    startEntryAfterFirstPicture(DEFERRED);
    picture?.dispatchEvent(new Event('error'));
    expect(requested()[0]).toBe('script /main.js');
  });

  it(`starts after ${ENTRY_WAIT_FOR_PICTURE_MS} ms when the picture has not loaded by then, and only once`, () => {
    const picture = firstView('<img src="https://img.example/slow.webp" fetchpriority="high" alt="">');
    startEntryAfterFirstPicture(DEFERRED);
    jest.advanceTimersByTime(ENTRY_WAIT_FOR_PICTURE_MS - 1);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested()[0]).toBe('script /main.js');
    picture?.dispatchEvent(new Event('load'));
    picture?.dispatchEvent(new Event('error'));
    jest.runAllTimers();
    expect(Array.from(document.body.querySelectorAll('script'), (script) => script.getAttribute('src'))).toEqual(['/main.js']);
    expect(requested()).toHaveLength(1 + DEFERRED.preloads.length);
  });
});
