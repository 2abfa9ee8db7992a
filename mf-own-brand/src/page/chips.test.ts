import { categoryAnchorId, type OwnBrandCategory } from '../data/own-brand-categories';
import { defaultChipId, scrollSliderIntoView } from './chips';

const category = (id: string): OwnBrandCategory => ({ id, anchorId: categoryAnchorId(id), caption: id, recommendations: [] });

describe('defaultChipId', () => {
  it('is dry-food-dogs where the tab has that category, wherever it stands', () => {
    expect(defaultChipId(['wet-food-dogs', 'dry-food-dogs', 'snacks-dogs'].map(category))).toBe('dry-food-dogs');
  });

  it("is otherwise the tab's first category", () => {
    expect(defaultChipId(['wet-food-cats', 'snacks-cats'].map(category))).toBe('wet-food-cats');
    expect(defaultChipId(['wet-food-dogs', 'snacks-dogs'].map(category))).toBe('wet-food-dogs');
  });

  it('is none without categories', () => {
    expect(defaultChipId([])).toBeUndefined();
  });
});

describe('scrollSliderIntoView', () => {
  function element(height: number) {
    const section = document.createElement('section');
    const scrollIntoView = jest.fn();
    section.scrollIntoView = scrollIntoView;
    section.getBoundingClientRect = () => ({ height }) as DOMRect;
    return { section, scrollIntoView };
  }

  function prefersReducedMotion(reduce: boolean) {
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
  }

  it('scrolls smoothly to the centre of the view', () => {
    prefersReducedMotion(false);
    const { section, scrollIntoView } = element(400);
    scrollSliderIntoView(section);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center', inline: 'nearest' });
  });

  it('jumps at once under prefers-reduced-motion', () => {
    prefersReducedMotion(true);
    const { section, scrollIntoView } = element(400);
    scrollSliderIntoView(section);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'center', inline: 'nearest' });
  });

  it('shows a slider taller than the view from its top', () => {
    prefersReducedMotion(false);
    const { section, scrollIntoView } = element(window.innerHeight + 1);
    scrollSliderIntoView(section);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start', inline: 'nearest' });
  });
});
