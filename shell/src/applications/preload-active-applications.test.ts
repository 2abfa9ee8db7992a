import { APPLICATIONS } from './application-definitions';
import { preloadsFor } from './preload-active-applications';

const at = (pathname: string) => ({ pathname }) as Location;
const everything = () => true;

describe('preloadsFor', () => {
  it.each([
    ['/', ['mf_homepage_blocks']],
    ['/account', ['mf_account_overview']],
    ['/eigenmarken/', ['mf_own_brand']],
    ['/gibt-es-nicht', []],
  ])('on %s fetches ahead the app modules of %p, no other fragment (tracking starts after the first screen)', (pathname, containers) => {
    const preloads = preloadsFor(APPLICATIONS, at(pathname), everything);
    expect(preloads.map((preload) => preload.nameOrAlias).sort()).toEqual([...containers].sort());
    expect(preloads.every((preload) => preload.resourceCategory === 'sync' && preload.exposes?.join() === 'app')).toBe(true);
  });

  it('leaves out fragments that are not loaded (refused or missing from the registry)', () => {
    expect(preloadsFor(APPLICATIONS, at('/account'), (container) => container !== 'mf_homepage_blocks').map((preload) => preload.nameOrAlias)).toEqual([
      'mf_account_overview',
    ]);
    expect(preloadsFor(APPLICATIONS, at('/'), (container) => container !== 'mf_homepage_blocks')).toEqual([]);
  });

  it('leaves out the stylesheets the first view has put into the document (webpack does not load them again), nothing else', () => {
    const inlined = 'https://own-brand.cdn.example/releases/3/__federation_expose_app.css';
    const [preload] = preloadsFor(APPLICATIONS, at('/eigenmarken'), everything, new Set([inlined]));
    expect(preload?.filter?.(inlined)).toBe(false);
    expect(preload?.filter?.('https://own-brand.cdn.example/releases/3/__federation_expose_app.js')).toBe(true);
    expect(preload?.filter?.('https://own-brand.cdn.example/releases/3/other.css')).toBe(true);
  });
});
