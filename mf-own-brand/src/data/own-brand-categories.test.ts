import { setUpPlatform } from '@storefront/test-support';
import { ownBrandAnswer, ownBrandCategory, SAMPLE_CATEGORIES, type CategorySpec } from '../../test/own-brand-fixtures';
import {
  categoriesWithSliders,
  hasSlider,
  mergeCategoriesByPosition,
  mergeCategoriesByPositionInTasks,
  ownBrandEntries,
  parseCategory,
  SLIDER_NEEDS_MORE_THAN,
  type MergedCategories,
  type OwnBrandTabs,
} from './own-brand-categories';

beforeEach(() => {
  setUpPlatform();
});

const ids = (tabs: OwnBrandTabs) => ({ cat: tabs.cat.map((category) => category.id), dog: tabs.dog.map((category) => category.id) });

function spec(id: string, items = 6): CategorySpec {
  return { id, caption: `Kategorie ${id}`, items };
}

const entries = (specs: readonly CategorySpec[]) => ownBrandAnswer(specs).containers;

const MERGES: [string, (entries: readonly unknown[]) => Promise<MergedCategories>][] = [
  ['mergeCategoriesByPosition', async (list) => mergeCategoriesByPosition(list)],
  ['mergeCategoriesByPositionInTasks', mergeCategoriesByPositionInTasks],
];

describe.each(MERGES)('%s', (_name, merge) => {
  it('puts entries 1-4 into the cat tab and 5-7 into the dog tab, in order, whatever their ids say', async () => {
    const { tabs, problems } = await merge(entries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => spec(id))));
    expect(ids(tabs)).toEqual({ cat: ['a', 'b', 'c', 'd'], dog: ['e', 'f', 'g'] });
    expect(problems).toEqual([]);
  });

  it('merges the sample answer into four cat and three dog categories', async () => {
    const { tabs } = await merge(entries(SAMPLE_CATEGORIES));
    expect(ids(tabs)).toEqual({
      cat: ['dry-food-cats', 'wet-food-cats', 'snacks-cats', 'litter-cats'],
      dog: ['dry-food-dogs', 'wet-food-dogs', 'snacks-dogs'],
    });
  });

  it.each<[number, string[], string[]]>([
    [0, [], []],
    [3, ['a', 'b', 'c'], []],
    [4, ['a', 'b', 'c', 'd'], []],
    [5, ['a', 'b', 'c', 'd'], ['e']],
  ])('with a shorter answer of %i entries leaves the missing places empty', async (count, cat, dog) => {
    const { tabs, problems } = await merge(entries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].slice(0, count).map((id) => spec(id))));
    expect(ids(tabs)).toEqual({ cat, dog });
    expect(problems).toEqual([]);
  });

  it('leaves out entries after the seventh, which belong to no tab, and says so', async () => {
    const { tabs, problems } = await merge(entries(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((id) => spec(id))));
    expect(ids(tabs)).toEqual({ cat: ['a', 'b', 'c', 'd'], dog: ['e', 'f', 'g'] });
    expect(problems).toEqual(['the answer has 9 entries; those after entry 7 belong to no tab and are left out']);
  });

  it('keeps the positions when an entry is broken: a later entry never moves into the other tab', async () => {
    const answer = entries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => spec(id)));
    const broken: unknown[] = [...answer];
    broken[1] = { caption: 'Ohne Kennung', recommendations: [] };
    broken[2] = 'kaputt';
    const { tabs, problems } = await merge(broken);
    expect(ids(tabs)).toEqual({ cat: ['a', 'd'], dog: ['e', 'f', 'g'] });
    expect(problems).toEqual([
      'entry 2 left out: metadata: Invalid key: Expected "metadata" but received undefined',
      'entry 3 left out: (entry): Invalid type: Expected Object but received "kaputt"',
    ]);
  });

  it('keeps a category id only at its first place', async () => {
    const { tabs, problems } = await merge(entries([spec('a'), spec('b'), spec('c'), spec('d'), spec('a')]));
    expect(ids(tabs)).toEqual({ cat: ['a', 'b', 'c', 'd'], dog: [] });
    expect(problems).toEqual(['entry 5 left out: category a appears twice']);
  });
});

describe('mergeCategoriesByPositionInTasks', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('checks the first entry at once and each further one in a task of its own', async () => {
    // The browser's scheduler.yield, each new task begun by the test.
    const waiting: (() => void)[] = [];
    (globalThis as { scheduler?: unknown }).scheduler = { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) };
    let merged: MergedCategories | undefined;
    void mergeCategoriesByPositionInTasks(entries(['a', 'b', 'c'].map((id) => spec(id)))).then((result) => (merged = result));
    let tasks = 1;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const next = waiting.shift();
      if (!next) break;
      tasks += 1;
      next();
    }
    expect(tasks).toBe(3);
    expect(ids(merged?.tabs ?? { cat: [], dog: [] })).toEqual({ cat: ['a', 'b', 'c'], dog: [] });
  });
});

describe('the more-than-4 rule', () => {
  it(`needs more than ${SLIDER_NEEDS_MORE_THAN} recommendations: 4 has no slider, 5 has one`, () => {
    const { tabs } = mergeCategoriesByPosition(entries([spec('four', 4), spec('five', 5), spec('none', 0), spec('nine', 9)]));
    expect(tabs.cat.map(hasSlider)).toEqual([false, true, false, true]);
    expect(ids(categoriesWithSliders(tabs))).toEqual({ cat: ['five', 'nine'], dog: [] });
  });

  it('leaves the sample litter category (4 items) out of the cat tab', () => {
    const { tabs } = mergeCategoriesByPosition(entries(SAMPLE_CATEGORIES));
    expect(ids(categoriesWithSliders(tabs)).cat).toEqual(['dry-food-cats', 'wet-food-cats', 'snacks-cats']);
  });
});

describe('parseCategory', () => {
  const base = () => ownBrandCategory({ id: 'dry-food-dogs', caption: 'Trockenfutter für Hunde', items: 5 }, 4);

  it('reads every field of the OpenAPI own-brand category, with the link made safe', () => {
    const problems: string[] = [];
    const category = parseCategory({ ...base(), ctaLink: ' /shop/hunde/hundefutter_trocken/eigenmarken?seite=1 ' }, 'entry 5', problems);
    expect(category).toEqual({
      id: 'dry-food-dogs',
      anchorId: 'ob-category-dry-food-dogs',
      caption: 'Trockenfutter für Hunde',
      recommendations: base().recommendations,
      href: '/shop/hunde/hundefutter_trocken/eigenmarken?seite=1',
      showMore: { text: 'Mehr anzeigen', ariaLabel: 'Mehr Trockenfutter für Hunde von unseren Eigenmarken anzeigen' },
      desktopBanner: { src: 'http://localhost:8090/images/content/ob-dry-food-dogs-desktop.jpg', alt: 'Trockenfutter für Hunde unserer Eigenmarken (Desktop)' },
      mobileBanner: { src: 'http://localhost:8090/images/content/ob-dry-food-dogs-mobile.jpg', alt: 'Trockenfutter für Hunde unserer Eigenmarken' },
    });
    expect(problems).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'https://evil.example/eigenmarken', '//evil.example/x', 42, undefined])(
    'drops the category link %p (banners lose their link, the show-more link goes) and reports it',
    (ctaLink) => {
      const problems: string[] = [];
      const category = parseCategory({ ...base(), ctaLink }, 'entry 5', problems);
      expect(category?.href).toBeUndefined();
      expect(category?.desktopBanner).toBeDefined();
      expect(problems).toEqual([`entry 5 (dry-food-dogs): ctaLink: ${JSON.stringify(ctaLink) ?? 'undefined'} is not a safe shop link`]);
    },
  );

  it('accepts a link to another shop of the family', () => {
    const category = parseCategory({ ...base(), ctaLink: 'https://www.zooplus.at/shop/hunde' }, 'entry 5', []);
    expect(category?.href).toBe('https://www.zooplus.at/shop/hunde');
  });

  it('drops a banner without alt text or with an image URL that is not one, and names the field', () => {
    const problems: string[] = [];
    const category = parseCategory({ ...base(), mobileBannerImageAltText: ' ', desktopBannerImage: 'javascript:alert(1)' }, 'entry 5', problems);
    expect(category?.mobileBanner).toBeUndefined();
    expect(category?.desktopBanner).toBeUndefined();
    expect(problems).toEqual([
      'entry 5 (dry-food-dogs): desktopBannerImage: Expected an http(s) image URL or a path',
      'entry 5 (dry-food-dogs): mobileBannerImageAltText: Expected a non-empty text',
    ]);
  });

  it('shows the link without aria label when that is missing, and no show-more link without a text', () => {
    const withoutLabel = parseCategory({ ...base(), ctaAriaLabel: undefined }, 'entry 5', []);
    expect(withoutLabel?.showMore).toEqual({ text: 'Mehr anzeigen' });
    const problems: string[] = [];
    const withoutText = parseCategory({ ...base(), ctaText: 7 }, 'entry 5', problems);
    expect(withoutText?.showMore).toBeUndefined();
    expect(problems).toEqual(['entry 5 (dry-food-dogs): ctaText: Invalid type: Expected string but received 7']);
  });

  it('makes a DOM id of any category id', () => {
    const category = parseCategory({ ...base(), metadata: { id: 'snacks für "Hunde"' } }, 'entry 7', []);
    expect(category?.anchorId).toBe('ob-category-snacks-f-r-Hunde-');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty caption', { caption: '  ' }, 'caption: Expected a non-empty text'],
    ['recommendations that are no list', { recommendations: 'viele' }, 'recommendations: Invalid type: Expected Array but received "viele"'],
    ['a metadata id of the wrong type', { metadata: { id: 5 } }, 'metadata.id: Invalid type: Expected string but received 5'],
  ])('leaves out a category with %s', (_case, change, problem) => {
    const problems: string[] = [];
    expect(parseCategory({ ...base(), ...change }, 'entry 5', problems)).toBeUndefined();
    expect(problems).toEqual([`entry 5 left out: ${problem}`]);
  });
});

describe('ownBrandEntries', () => {
  it('gives the entries of the answer', () => {
    expect(ownBrandEntries({ containers: [1, 2] })).toEqual([1, 2]);
  });

  it('gives the entries of an answer that is a bare list (spec section 7)', () => {
    expect(ownBrandEntries([1, 2])).toEqual([1, 2]);
  });

  it.each<[unknown, string]>([
    [null, '(body): Invalid type: Expected Object but received null'],
    [{ containers: 'keine' }, 'containers: Invalid type: Expected Array but received "keine"'],
    ['<html>Wartung</html>', '(body): Invalid type: Expected Object but received "<html>Wartung</html>"'],
  ])('throws for %p', (answer, problem) => {
    expect(() => ownBrandEntries(answer)).toThrow(`getRecommendationsV4 answered a malformed body: ${problem}`);
  });
});
