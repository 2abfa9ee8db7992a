import type { FirstViewResponse } from '@storefront/contracts';
import { FIRST_VIEW_FRESH_MS, FIRST_VIEW_STALE_MS, FirstViewCache, type CachedFirstView, type FirstViewKey } from '../src/shell/first-view-cache';

const KEY: FirstViewKey = {
  releases: ['https://home.example/releases/7/mf-manifest.json 1.0.0-7', 'https://tracking.example/releases/2/mf-manifest.json 1.0.0-2'],
  owner: 'mf-homepage-blocks',
  pathname: '/',
  search: '',
  device: 'mobile',
  config: { revision: 3, featureFlags: { reorder: true } },
  cookies: {},
  identity: false,
};

const view = (html: string): CachedFirstView => ({ view: { html, state: { html }, stylesheets: [] } satisfies FirstViewResponse });

describe('FirstViewCache', () => {
  let clock: number;
  let cache: FirstViewCache;
  let renders: number;
  const render = (html: string) => async () => {
    renders += 1;
    return view(html);
  };

  beforeEach(() => {
    clock = 0;
    renders = 0;
    cache = new FirstViewCache(() => clock);
  });

  it(`renders a key once and serves it ${FIRST_VIEW_FRESH_MS / 1000} s as rendered`, async () => {
    await expect(cache.get(KEY, render('eins'))).resolves.toEqual(view('eins'));
    clock += FIRST_VIEW_FRESH_MS;
    await expect(cache.get(KEY, render('zwei'))).resolves.toEqual(view('eins'));
    expect(renders).toBe(1);
  });

  it('serves a stale one while one render replaces it in the background, then the new one', async () => {
    await cache.get(KEY, render('eins'));
    clock += FIRST_VIEW_FRESH_MS + 1;
    let finish: (answer: CachedFirstView) => void = () => undefined;
    const slow = jest.fn(() => new Promise<CachedFirstView>((resolve) => (finish = resolve)));
    await expect(cache.get(KEY, slow)).resolves.toEqual(view('eins'));
    await expect(cache.get(KEY, slow)).resolves.toEqual(view('eins'));
    expect(slow).toHaveBeenCalledTimes(1);
    finish(view('zwei'));
    await new Promise(setImmediate);
    await expect(cache.get(KEY, render('drei'))).resolves.toEqual(view('zwei'));
    expect(renders).toBe(1);
  });

  it(`renders again, and waits for it, once a first view was not asked for within ${(FIRST_VIEW_FRESH_MS + FIRST_VIEW_STALE_MS) / 1000} s`, async () => {
    await cache.get(KEY, render('eins'));
    clock += FIRST_VIEW_FRESH_MS + FIRST_VIEW_STALE_MS + 1;
    await expect(cache.get(KEY, render('zwei'))).resolves.toEqual(view('zwei'));
  });

  it.each<[string, Partial<FirstViewKey>]>([
    ['another release set (a canary\'s shoppers)', { releases: ['https://home.example/releases/8/mf-manifest.json 1.0.0-8', KEY.releases[1] as string] }],
    ['another config (revision or flags)', { config: { revision: 4, featureFlags: { reorder: true } } }],
    ['another query', { search: '?type=dog' }],
    ['another device', { device: 'any' }],
    ['another consent', { cookies: { sf_consent_functional: '1' } }],
    ['another shopper', { cookies: { cid: '4711' }, identity: true }],
  ])('renders anew for %s', async (_name, change) => {
    await cache.get(KEY, render('eins'));
    await expect(cache.get({ ...KEY, ...change }, render('zwei'))).resolves.toEqual(view('zwei'));
  });

  it('keys a release set by its members, not their order', async () => {
    await cache.get(KEY, render('eins'));
    await expect(cache.get({ ...KEY, releases: [...KEY.releases].reverse() }, render('zwei'))).resolves.toEqual(view('eins'));
  });

  it('renders once for requests that come while the render runs', async () => {
    const answers = await Promise.all([cache.get(KEY, render('eins')), cache.get(KEY, render('zwei')), cache.get(KEY, render('drei'))]);
    expect(answers).toEqual([view('eins'), view('eins'), view('eins')]);
    expect(renders).toBe(1);
  });

  it('keeps no failed render (undefined, or thrown): the next request tries again', async () => {
    await expect(cache.get(KEY, async () => undefined)).resolves.toBeUndefined();
    await expect(cache.get(KEY, () => Promise.reject(new Error('kaputt')))).resolves.toBeUndefined();
    await expect(cache.get(KEY, render('eins'))).resolves.toEqual(view('eins'));
  });

  it('keeps a page the release renders none for', async () => {
    await cache.get(KEY, async () => ({ view: undefined }));
    await expect(cache.get(KEY, render('eins'))).resolves.toEqual({ view: undefined });
  });

  it('keeps at most its bound, the least recently used out first; shoppers with their own views never push out the shared ones', async () => {
    cache = new FirstViewCache(() => clock, { sharedMax: 2, ownMax: 2 });
    await cache.get(KEY, render('alle'));
    for (const customer of ['1', '2', '3']) await cache.get({ ...KEY, cookies: { cid: customer }, identity: true }, render(customer));
    expect(cache.sizes()).toEqual({ shared: 1, own: 2 });
    await expect(cache.get(KEY, render('neu'))).resolves.toEqual(view('alle'));
    await expect(cache.get({ ...KEY, cookies: { cid: '1' }, identity: true }, render('1 neu'))).resolves.toEqual(view('1 neu'));
  });

  it('keeps at most its bytes', async () => {
    cache = new FirstViewCache(() => clock, { maxBytes: 100 });
    await cache.get({ ...KEY, search: '?a' }, render('x'.repeat(40)));
    await cache.get({ ...KEY, search: '?b' }, render('y'.repeat(40)));
    expect(cache.sizes().shared).toBe(1);
  });
});
