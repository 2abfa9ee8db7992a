import {
  DOCUMENT_FRESH_MS,
  DOCUMENT_RENDER_LIMIT_MS,
  DOCUMENT_STALE_MS,
  DocumentCache,
  type DocumentKey,
  type Rendered,
} from '../src/shell-server/document-cache';

const KEY: DocumentKey = {
  releases: ['https://home.example/releases/7/mf-manifest.json 1.0.0-7', 'https://tracking.example/releases/2/mf-manifest.json 1.0.0-2'],
  previews: {},
  shell: { template: 'abc', provided: { react: '19.3.1' } },
  pathname: '/',
  search: '',
  device: 'mobile',
  config: { revision: 3, featureFlags: { reorder: true } },
  cookies: {},
  identity: false,
};

interface Page {
  html: string;
}

describe('DocumentCache', () => {
  let clock: number;
  let cache: DocumentCache<Page>;
  let renders: number;
  const render =
    (html: string, keep = true) =>
    async (): Promise<Rendered<Page>> => {
      renders += 1;
      return { value: { html }, keep };
    };

  beforeEach(() => {
    clock = 0;
    renders = 0;
    cache = new DocumentCache<Page>(
      (page) => page.html.length,
      () => clock,
    );
  });

  it(`renders a key once and serves it ${DOCUMENT_FRESH_MS / 1000} s as rendered`, async () => {
    await expect(cache.get(KEY, render('eins'))).resolves.toEqual({ html: 'eins' });
    clock += DOCUMENT_FRESH_MS;
    await expect(cache.get(KEY, render('zwei'))).resolves.toEqual({ html: 'eins' });
    expect(renders).toBe(1);
  });

  it('serves a stale one while one render replaces it in the background, then the new one', async () => {
    await cache.get(KEY, render('eins'));
    clock += DOCUMENT_FRESH_MS + 1;
    let finish: (rendered: Rendered<Page>) => void = () => undefined;
    const slow = jest.fn(() => new Promise<Rendered<Page>>((resolve) => (finish = resolve)));
    await expect(cache.get(KEY, slow)).resolves.toEqual({ html: 'eins' });
    await expect(cache.get(KEY, slow)).resolves.toEqual({ html: 'eins' });
    expect(slow).toHaveBeenCalledTimes(1);
    finish({ value: { html: 'zwei' }, keep: true });
    await new Promise(setImmediate);
    await expect(cache.get(KEY, render('drei'))).resolves.toEqual({ html: 'zwei' });
    expect(renders).toBe(1);
  });

  it(`renders again, and waits for it, once a document was not asked for within ${(DOCUMENT_FRESH_MS + DOCUMENT_STALE_MS) / 1000} s`, async () => {
    await cache.get(KEY, render('eins'));
    clock += DOCUMENT_FRESH_MS + DOCUMENT_STALE_MS + 1;
    await expect(cache.get(KEY, render('zwei'))).resolves.toEqual({ html: 'zwei' });
  });

  it.each<[string, Partial<DocumentKey>]>([
    ["another release set (a canary's shoppers)", { releases: ['https://home.example/releases/8/mf-manifest.json 1.0.0-8', KEY.releases[1] as string] }],
    ["a preview of the same release set (a squad's browser)", { previews: { mf_homepage_blocks: '1.0.0-7' } }],
    ['another shell build', { shell: { template: 'abd', provided: { react: '19.3.1' } } }],
    ['another config (revision or flags)', { config: { revision: 4, featureFlags: { reorder: true } } }],
    ['another path', { pathname: '/account' }],
    ['another query', { search: '?type=dog' }],
    ['another device', { device: 'none' }],
    ['another consent', { cookies: { sf_consent_functional: '1' } }],
    ['another shopper', { cookies: { cid: '4711' }, identity: true }],
  ])('renders anew for %s', async (_name, change) => {
    await cache.get(KEY, render('eins'));
    await expect(cache.get({ ...KEY, ...change }, render('zwei'))).resolves.toEqual({ html: 'zwei' });
  });

  it('keys a release set by its members, not their order', async () => {
    await cache.get(KEY, render('eins'));
    await expect(cache.get({ ...KEY, releases: [...KEY.releases].reverse() }, render('zwei'))).resolves.toEqual({ html: 'eins' });
  });

  it('renders once for requests that come while the render runs', async () => {
    const pages = await Promise.all([cache.get(KEY, render('eins')), cache.get(KEY, render('zwei')), cache.get(KEY, render('drei'))]);
    expect(pages).toEqual([{ html: 'eins' }, { html: 'eins' }, { html: 'eins' }]);
    expect(renders).toBe(1);
  });

  it('serves, but keeps not, a render that may not be kept (a part failed), nor one that threw', async () => {
    await expect(cache.get(KEY, render('ohne', false))).resolves.toEqual({ html: 'ohne' });
    await expect(cache.get(KEY, () => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    await expect(cache.get(KEY, render('eins'))).resolves.toEqual({ html: 'eins' });
    await expect(cache.get(KEY, render('zwei'))).resolves.toEqual({ html: 'eins' });
  });

  it('keeps the whole document of a render whose late part came after it was served, for the next requests', async () => {
    let lateCame: (page: Page | undefined) => void = () => undefined;
    const late = new Promise<Page | undefined>((resolve) => (lateCame = resolve));
    await expect(cache.get(KEY, async () => ({ value: { html: 'ohne' }, keep: false, late }))).resolves.toEqual({ html: 'ohne' });
    lateCame({ html: 'mit' });
    await late;
    await expect(cache.get(KEY, render('neu'))).resolves.toEqual({ html: 'mit' });
    expect(renders).toBe(0);
  });

  it('keeps nothing when the late part does not come', async () => {
    await cache.get(KEY, async () => ({ value: { html: 'ohne' }, keep: false, late: Promise.resolve(undefined) }));
    await expect(cache.get(KEY, render('neu'))).resolves.toEqual({ html: 'neu' });
  });

  it(`lets no request join a render that has not ended after ${DOCUMENT_RENDER_LIMIT_MS / 1000} s: the next renders anew`, async () => {
    jest.useFakeTimers();
    try {
      const hanging = jest.fn(() => new Promise<Rendered<Page>>(() => undefined));
      void cache.get(KEY, hanging);
      void cache.get(KEY, render('wartet'));
      expect(renders).toBe(0);
      await jest.advanceTimersByTimeAsync(DOCUMENT_RENDER_LIMIT_MS - 1);
      void cache.get(KEY, render('wartet auch'));
      expect(renders).toBe(0);
      await jest.advanceTimersByTimeAsync(1);
      await expect(cache.get(KEY, render('neu'))).resolves.toEqual({ html: 'neu' });
      expect(hanging).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps at most its bound, the least recently used out first; shoppers with their own documents never push out the shared ones', async () => {
    cache = new DocumentCache<Page>(
      (page) => page.html.length,
      () => clock,
      { sharedMax: 2, ownMax: 2 },
    );
    await cache.get(KEY, render('alle'));
    for (const customer of ['1', '2', '3']) await cache.get({ ...KEY, cookies: { cid: customer }, identity: true }, render(customer));
    expect(cache.sizes()).toEqual({ shared: 1, own: 2 });
    await expect(cache.get(KEY, render('neu'))).resolves.toEqual({ html: 'alle' });
    await expect(cache.get({ ...KEY, cookies: { cid: '1' }, identity: true }, render('1 neu'))).resolves.toEqual({ html: '1 neu' });
  });

  it('keeps at most its bytes', async () => {
    cache = new DocumentCache<Page>(
      (page) => page.html.length,
      () => clock,
      { maxBytes: 100 },
    );
    await cache.get({ ...KEY, search: '?a' }, render('x'.repeat(60)));
    await cache.get({ ...KEY, search: '?b' }, render('y'.repeat(60)));
    expect(cache.sizes().shared).toBe(1);
  });
});
