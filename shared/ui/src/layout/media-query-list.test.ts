import { afterThisTest } from '@storefront/test-support';
import { mediaQueryList } from './media-query-list';

const answering = () => jest.fn((query: string) => ({ media: query, matches: false }) as MediaQueryList);

/** window.matchMedia replaced by a fake for this test. */
function fakeMatchMedia(): ReturnType<typeof answering> {
  const fake = answering();
  const original = window.matchMedia;
  afterThisTest(() => {
    window.matchMedia = original;
  });
  window.matchMedia = fake;
  return fake;
}

describe('mediaQueryList', () => {
  it('asks the window once per query and gives the same list after that', () => {
    const matchMedia = fakeMatchMedia();
    const list = mediaQueryList('(min-width: 544px)');
    expect(mediaQueryList('(min-width: 544px)')).toBe(list);
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(mediaQueryList('(hover: none)')).not.toBe(list);
    expect(matchMedia).toHaveBeenCalledTimes(2);
  });

  it('asks again once window.matchMedia has been replaced', () => {
    fakeMatchMedia();
    const before = mediaQueryList('(min-width: 544px)');
    const replaced = answering();
    window.matchMedia = replaced;
    expect(mediaQueryList('(min-width: 544px)')).not.toBe(before);
    expect(replaced).toHaveBeenCalledTimes(1);
  });
});
