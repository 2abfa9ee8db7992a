/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { Script } from 'node:vm';
import { JSDOM } from 'jsdom';
import { FIRST_VIEW_MARKUP_ATTRIBUTE } from '@storefront/contracts';
import { DEFERRED_ENTRY_ID, type DeferredEntry } from './entry-after-first-picture';
import { entryAfterFirstPicture, firstViewLoaderScript } from './loader-script';

const DEFERRED: DeferredEntry = {
  entry: '/main.js',
  preloads: [
    { href: 'https://home.cdn.example/releases/7/mf-manifest.json', as: 'fetch' },
    { href: '/412.js', as: 'script' },
  ],
};

describe('the built loader', () => {
  const script = firstViewLoaderScript();

  it('is at most 1 KB gzip', () => {
    expect(gzipSync(script).length).toBeLessThanOrEqual(1024);
  });

  it("is one script expression carrying the contract's name it reads and nothing else of the contracts", () => {
    expect(() => new Script(script)).not.toThrow();
    expect(script).not.toMatch(/<\/script/i);
    expect(script).toContain(FIRST_VIEW_MARKUP_ATTRIBUTE);
    expect(script).not.toMatch(/mf-homepage-blocks|sf_consent|\bexport\b|\bimport\b/);
  });

  it('is the same text whatever it starts: its data is a block of its own beside it', () => {
    const other = entryAfterFirstPicture({ entry: '/main.2.js', preloads: [] });
    expect(entryAfterFirstPicture(DEFERRED)).toContain(`<script>${script}</script>`);
    expect(other).toContain(`<script>${script}</script>`);
  });
});

describe('the end of a document with a first view', () => {
  /** The document as a browser runs it (its inline scripts, animation frames), until the entry script and `preloads` links are added. */
  function entryStarted(html: string, preloads: number): Promise<{ entry: string | null; preloads: (string | null)[] }> {
    const { window } = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true });
    const started = () => window.document.body.querySelector('script[src]');
    return new Promise((resolve) => {
      const observer = new window.MutationObserver(() => {
        if (!started() || window.document.head.querySelectorAll('link[rel="preload"]').length < preloads) return;
        observer.disconnect();
        resolve({
          entry: started()?.getAttribute('src') ?? null,
          preloads: Array.from(window.document.head.querySelectorAll('link[rel="preload"]'), (link) => link.getAttribute('href')),
        });
        window.close();
      });
      observer.observe(window.document.documentElement, { childList: true, subtree: true });
    });
  }

  it('starts the entry its data block names once the first frame is painted, then its preloads', async () => {
    const started = await entryStarted(
      `<!doctype html><html><head></head><body><div ${FIRST_VIEW_MARKUP_ATTRIBUTE}=""></div>${entryAfterFirstPicture(DEFERRED)}</body></html>`,
      DEFERRED.preloads.length,
    );
    expect(started).toEqual({ entry: '/main.js', preloads: DEFERRED.preloads.map(({ href }) => href) });
  });

  it('cannot be broken out of by what it starts', () => {
    const hostile: DeferredEntry = { entry: '/main.js</script><script>alert(1)</script>', preloads: [{ href: '--><!--<script>', as: 'script' }] };
    const { window } = new JSDOM(`<body>${entryAfterFirstPicture(hostile)}</body>`);
    expect(window.document.querySelectorAll('script')).toHaveLength(2);
    expect(JSON.parse(window.document.getElementById(DEFERRED_ENTRY_ID)?.textContent ?? '')).toEqual(hostile);
  });
});
