import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@storefront/test-support';
import { ownBrandAnswer, SAMPLE_CATEGORIES, type CategorySpec } from '../test/own-brand-fixtures';
import { activePanel, chips, openOwnBrandPage } from '../test/render-page';

const current = () =>
  chips()
    .filter((chip) => chip.getAttribute('aria-current') === 'true')
    .map((chip) => chip.textContent);

function prefersReducedMotion(reduce: boolean) {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
}

function section(caption: string): HTMLElement {
  return screen.getByRole('region', { name: caption });
}

describe('chips', () => {
  it('select dry-food-dogs first in the dog tab', async () => {
    await openOwnBrandPage({ url: '/eigenmarken?type=dog' });
    expect(within(activePanel()).getByRole('navigation')).toHaveAccessibleName('Kategorien für Hunde');
    expect(current()).toEqual(['Trockenfutter für Hunde']);
  });

  it('select dry-food-dogs first also where it is not the first dog category', async () => {
    const [cats, dogs] = [SAMPLE_CATEGORIES.slice(0, 4), SAMPLE_CATEGORIES.slice(4)];
    const reordered: CategorySpec[] = [...cats, dogs[1]!, dogs[0]!, dogs[2]!];
    await openOwnBrandPage({ url: '/eigenmarken?type=dog', recommendations: () => json(ownBrandAnswer(reordered)) });
    expect(chips().map((chip) => chip.textContent)).toEqual(['Nassfutter für Hunde', 'Trockenfutter für Hunde', 'Hundesnacks']);
    expect(current()).toEqual(['Trockenfutter für Hunde']);
  });

  it("select the tab's first category where dry-food-dogs is not shown (cat tab, or dry food with 4 items)", async () => {
    const user = userEvent.setup();
    const fewDryFood = SAMPLE_CATEGORIES.map((category) => (category.id === 'dry-food-dogs' ? { ...category, items: 4 } : category));
    await openOwnBrandPage({ url: '/eigenmarken?type=cat', recommendations: () => json(ownBrandAnswer(fewDryFood)) });
    expect(current()).toEqual(['Trockenfutter für Katzen']);
    await user.click(screen.getByRole('tab', { name: 'Hund' }));
    expect(chips().map((chip) => chip.textContent)).toEqual(['Nassfutter für Hunde', 'Hundesnacks']);
    expect(current()).toEqual(['Nassfutter für Hunde']);
  });

  it('on click select the chip, scroll its slider smoothly to the centre, move the focus there and track the click', async () => {
    const user = userEvent.setup();
    prefersReducedMotion(false);
    const { scrollIntoView, tracker } = await openOwnBrandPage({ url: '/eigenmarken?type=dog' });
    const url = window.location.href;

    await user.click(screen.getByRole('link', { name: 'Hundesnacks' }));
    expect(current()).toEqual(['Hundesnacks']);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section('Hundesnacks'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center', inline: 'nearest' });
    expect(screen.getByRole('heading', { level: 2, name: 'Hundesnacks' })).toHaveFocus();
    expect(window.location.href).toBe(url);
    expect(tracker.events).toEqual([{ event: 'CLICK', context: { pageCode: 'web_ob_landing' }, target: { name: 'own_brand_chip', id: 'snacks-dogs' } }]);
  });

  it('scroll at once, without animation, for shoppers who prefer reduced motion', async () => {
    const user = userEvent.setup();
    prefersReducedMotion(true);
    const { scrollIntoView } = await openOwnBrandPage({ url: '/eigenmarken?type=cat' });
    await user.click(screen.getByRole('link', { name: 'Katzensnacks' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(section('Katzensnacks'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'center', inline: 'nearest' });
  });

  it('work with the keyboard and point to their section without JavaScript', async () => {
    const user = userEvent.setup();
    const { scrollIntoView } = await openOwnBrandPage({ url: '/eigenmarken?type=cat' });
    const chip = screen.getByRole('link', { name: 'Nassfutter für Katzen' });
    expect(chip).toHaveAttribute('href', `#${section('Nassfutter für Katzen').id}`);
    chip.focus();
    await user.keyboard('{Enter}');
    expect(current()).toEqual(['Nassfutter für Katzen']);
    expect(scrollIntoView.mock.contexts[0]).toBe(section('Nassfutter für Katzen'));
  });

  it('start again from the default after switching tabs', async () => {
    const user = userEvent.setup();
    await openOwnBrandPage({ url: '/eigenmarken?type=dog' });
    await user.click(screen.getByRole('link', { name: 'Hundesnacks' }));
    await user.click(screen.getByRole('tab', { name: 'Katze' }));
    await user.click(screen.getByRole('tab', { name: 'Hund' }));
    expect(current()).toEqual(['Trockenfutter für Hunde']);
  });
});

describe('category sections', () => {
  it('link the desktop and mobile banners and the show-more link to the category, with the texts of the data', async () => {
    await openOwnBrandPage({ url: '/eigenmarken?type=dog' });
    const dryFood = section('Trockenfutter für Hunde');

    const desktop = within(dryFood).getByRole('link', { name: 'Trockenfutter für Hunde unserer Eigenmarken (Desktop)' });
    const mobile = within(dryFood).getByRole('link', { name: 'Trockenfutter für Hunde unserer Eigenmarken' });
    for (const banner of [desktop, mobile]) expect(banner).toHaveAttribute('href', '/shop/hunde/dry-food-dogs/eigenmarken');
    expect(desktop).toHaveClass('ob-banner--desktop');
    expect(mobile).toHaveClass('ob-banner--mobile');
    const desktopImage = within(desktop).getByRole('img');
    expect(desktopImage).toHaveAttribute('width', '1200');
    expect(desktopImage).toHaveAttribute('height', '250');
    expect(desktopImage.getAttribute('src')).toBe('http://localhost:8090/images/content/ob-dry-food-dogs-desktop.jpg?w=1200');
    const mobileImage = within(mobile).getByRole('img');
    expect(mobileImage).toHaveAttribute('width', '750');
    expect(mobileImage).toHaveAttribute('height', '300');

    // The data's aria label does not contain the visible text (WCAG 2.5.3): it describes the link instead.
    const more = within(dryFood).getByRole('link', { name: 'Mehr anzeigen' });
    expect(more).toHaveAccessibleDescription('Mehr Trockenfutter für Hunde von unseren Eigenmarken anzeigen');
    expect(more).toHaveAttribute('href', '/shop/hunde/dry-food-dogs/eigenmarken');
    expect(within(dryFood).getByRole('region', { name: 'Trockenfutter für Hunde: Produkte' })).toBeInTheDocument();
  });

  it("name the show-more link with the data's aria label where it contains the visible text", async () => {
    const answer = ownBrandAnswer();
    answer.containers[4] = { ...answer.containers[4]!, ctaText: 'Alle anzeigen', ctaAriaLabel: 'Alle anzeigen: Trockenfutter für Hunde' };
    await openOwnBrandPage({ url: '/eigenmarken?type=dog', recommendations: () => json(answer) });
    const more = within(section('Trockenfutter für Hunde')).getByRole('link', { name: 'Alle anzeigen: Trockenfutter für Hunde' });
    expect(more).toHaveTextContent('Alle anzeigen');
    expect(more).not.toHaveAttribute('aria-describedby');
  });

  it('keep headings in order: one h1, then an h2 per category', async () => {
    await openOwnBrandPage();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels).toEqual([1, 2, 2, 2]);
  });

  it('track banner impressions after 500 ms in view, and banner and show-more clicks', async () => {
    const user = userEvent.setup();
    const { tracker } = await openOwnBrandPage({ url: '/eigenmarken?type=dog' });
    await act(async () => undefined);

    const banners = tracker.observations.filter((observation) => observation.element.classList.contains('ob-banner'));
    expect(banners).toHaveLength(6);
    expect(banners.every((observation) => observation.options?.delayMs === 500)).toBe(true);
    const dryFoodDesktop = banners.find((observation) => observation.element.matches('#ob-category-dry-food-dogs .ob-banner--desktop'));
    act(() => dryFoodDesktop?.show());
    expect(tracker.events).toEqual([
      { event: 'IMPRESSION', context: { pageCode: 'web_ob_landing' }, target: { name: 'own_brand_banner', id: 'dry-food-dogs' }, data: { device: 'desktop' } },
    ]);

    const wetFood = section('Nassfutter für Hunde');
    const preventNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', preventNavigation);
    try {
      await user.click(within(wetFood).getByRole('link', { name: 'Nassfutter für Hunde unserer Eigenmarken' }));
      await user.click(within(wetFood).getByRole('link', { name: 'Mehr anzeigen' }));
    } finally {
      document.removeEventListener('click', preventNavigation);
    }
    expect(tracker.events.slice(1)).toEqual([
      { event: 'CLICK', context: { pageCode: 'web_ob_landing' }, target: { name: 'own_brand_banner', id: 'wet-food-dogs' }, data: { device: 'mobile' } },
      { event: 'CLICK', context: { pageCode: 'web_ob_landing' }, target: { name: 'own_brand_show_more', id: 'wet-food-dogs' } },
    ]);
  });

  it('render banners without a link, and no show-more link, when the category link is not safe', async () => {
    const answer = ownBrandAnswer();
    answer.containers[4] = { ...answer.containers[4]!, ctaLink: 'javascript:alert(document.cookie)' };
    const { reports } = await openOwnBrandPage({ url: '/eigenmarken?type=dog', recommendations: () => json(answer) });
    const dryFood = section('Trockenfutter für Hunde');
    expect(within(dryFood).queryAllByRole('link')).toEqual([]);
    expect(
      within(dryFood)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Trockenfutter für Hunde unserer Eigenmarken (Desktop)', 'Trockenfutter für Hunde unserer Eigenmarken']);
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(reports.map((report) => report.message)).toEqual([
      'Own-brand recommendations have unusable data: entry 5 (dry-food-dogs): ctaLink: "javascript:alert(document.cookie)" is not a safe shop link',
    ]);
    expect(reports[0]?.context).toMatchObject({ fragment: 'mf-own-brand', operation: 'getRecommendationsV4' });
  });
});
