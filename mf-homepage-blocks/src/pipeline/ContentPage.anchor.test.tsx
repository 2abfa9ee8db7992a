import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { afterThisTest, clearAllCookies, installFakeIntersectionObserver, setUpPlatform } from '@storefront/test-support';
import { contentBackend, contentModel } from '../test-support/content-backend';
import { BLOCK_REGISTRY } from './block-registry';
import { ContentPage } from './ContentPage';
import { anchorIdOfModel, anchorOfHash } from './page-anchor';

const seo = (id: string) => contentModel('SeoAccordion', id, { headline: `<h2>Fragen ${id}</h2>`, items: [] });
const terms = contentModel('TermsTextBlock', 'terms', { termsAndConditionsText: '<p>Alle Preise inkl. MwSt.</p>' });
const brands = contentModel('BrandCarousel', 'brands', {
  anchorId: 'top-marken',
  headline: 'Unsere Top-Marken',
  slides: [{ brandLogoImage: '/images/content/brand-josera.jpg', brandLogoImageAltText: 'Josera Logo', targetLink: '/shop/marken/josera' }],
});
const LAYOUT = [
  { id: 'seo-1', contentType: 'SeoAccordion' },
  { id: 'seo-2', contentType: 'SeoAccordion' },
  { id: 'brands', contentType: 'BrandCarousel' },
  { id: 'terms', contentType: 'TermsTextBlock' },
];

let scrolledIntoView: Element[];

beforeEach(() => {
  setUpPlatform();
  clearAllCookies();
  scrolledIntoView = [];
  // jsdom lays nothing out and has no scrollIntoView: the test records which element was scrolled to.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledIntoView.push(this);
  };
  // Nothing comes near the viewport on its own: without the anchor, no block below the first would be loaded.
  afterThisTest(installFakeIntersectionObserver());
  afterThisTest(() => window.history.replaceState(null, '', '/'));
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderPage(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  contentBackend(LAYOUT, { 'seo-1': seo('seo-1'), 'seo-2': seo('seo-2'), brands, terms });
  const loadTerms = jest.spyOn(BLOCK_REGISTRY.TermsTextBlock as NonNullable<typeof BLOCK_REGISTRY.TermsTextBlock>, 'load');
  const loadBrands = jest.spyOn(BLOCK_REGISTRY.BrandCarousel as NonNullable<typeof BLOCK_REGISTRY.BrandCarousel>, 'load');
  return { ...render(<ContentPage pageId="homepage" />), loadTerms, loadBrands };
}

const visibleBlockIds = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-block-id]:not([hidden])'), (element) => element.getAttribute('data-block-id'));

describe('ContentPage opened with #<anchorId> of a block', () => {
  it('loads the blocks down to the one whose model names the anchor, scrolls its element into view and focuses it', async () => {
    const { container, loadTerms, loadBrands } = renderPage('#top-marken');
    const heading = await waitFor(() => {
      const element = document.getElementById('top-marken');
      expect(element).toBeInTheDocument();
      return element as HTMLElement;
    });
    await waitFor(() => expect(scrolledIntoView).toEqual([heading]));
    expect(heading).toHaveTextContent('Unsere Top-Marken');
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(visibleBlockIds(container)).toEqual(['seo-1', 'seo-2', 'brands']);
    expect(loadBrands).toHaveBeenCalled();
    // nothing below the anchor's block is loaded for it: the terms wait until they come near the viewport
    expect(loadTerms).not.toHaveBeenCalled();
    expect(container.querySelector('[data-block-id="brands"] + [data-block-placeholder]')).toBeInTheDocument();
  });

  it('scrolls there only once the blocks above have appeared, so nothing above the anchor moves afterwards', async () => {
    const { container } = renderPage('#top-marken');
    await waitFor(() => expect(scrolledIntoView).toHaveLength(1));
    // when the page scrolled, every block above the anchor's was shown already
    expect(visibleBlockIds(container).slice(0, 2)).toEqual(['seo-1', 'seo-2']);
  });

  it('leaves the shopper where they are once they scroll on their own before the block is there', async () => {
    const { container, loadBrands } = renderPage('#top-marken');
    fireEvent.wheel(window, { deltaY: 300 });
    await waitFor(() => expect(container.querySelector('[data-block-placeholder]')).toBeInTheDocument());
    await act(() => new Promise((done) => setTimeout(done, 0)));
    // the page goes on loading what comes near the viewport, as without the anchor
    expect(loadBrands).not.toHaveBeenCalled();
    expect(scrolledIntoView).toEqual([]);
  });

  it.each([
    ['a click', () => fireEvent.pointerDown(window)],
    ['Tab', () => fireEvent.keyDown(window, { key: 'Tab' })],
  ])('still goes to the anchor after %s (the consent banner, the header): only scrolling leaves the shopper where they are', async (_name, input) => {
    renderPage('#top-marken');
    input();
    await waitFor(() => expect(scrolledIntoView.map((element) => element.id)).toEqual(['top-marken']));
  });

  it.each(['PageDown', 'End', 'ArrowDown'])('stays where the shopper scrolled with %s', async (key) => {
    const { loadBrands } = renderPage('#top-marken');
    fireEvent.keyDown(window, { key });
    await waitFor(() => expect(document.querySelector('[data-block-placeholder]')).toBeInTheDocument());
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(loadBrands).not.toHaveBeenCalled();
    expect(scrolledIntoView).toEqual([]);
  });

  it('loads nothing extra for a hash no block names', async () => {
    const { container, loadBrands } = renderPage('#main-content');
    await waitFor(() => expect(container.querySelector('[data-block-placeholder]')).toBeInTheDocument());
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(loadBrands).not.toHaveBeenCalled();
    expect(scrolledIntoView).toEqual([]);
  });

  it('goes to an anchor the hash names later (a link on the page)', async () => {
    const { loadBrands } = renderPage('');
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(loadBrands).not.toHaveBeenCalled();
    act(() => {
      window.history.replaceState(null, '', '/#top-marken');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(scrolledIntoView.map((element) => element.id)).toEqual(['top-marken']));
    expect(document.getElementById('top-marken')).toHaveFocus();
  });
});

describe('anchors of hashes and models', () => {
  it.each([
    ['#top-marken', 'top-marken'],
    ['#Top%20Marken', 'Top Marken'],
    ['#%E0%A4%A', '%E0%A4%A'],
    ['#', undefined],
    ['', undefined],
  ])('the hash %p names %p', (hash, anchor) => {
    expect(anchorOfHash(hash)).toBe(anchor);
  });

  it.each([
    [{ anchorId: ' top-marken ' }, 'top-marken'],
    [{ anchorId: '   ' }, undefined],
    [{ anchorId: 42 }, undefined],
    [{}, undefined],
    [null, undefined],
  ])('the model %p names the anchor %p', (model, anchor) => {
    expect(anchorIdOfModel(model)).toBe(anchor);
  });
});
