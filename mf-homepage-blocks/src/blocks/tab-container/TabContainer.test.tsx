import { screen, waitFor, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import type { ErrorReport } from '@storefront/platform';
import type { FakeTracker } from '@storefront/test-support';
import { fakeProductCarousel, scrollCountRows } from '../../test-support/fake-product-carousel';
import { expectInvisibleUntilTheProductsDecide, expectNothingWithoutTheCarousel, renderSettlingBlock, setUpBlockPage } from '../../test-support/product-blocks';
import { sampleBlock } from '../../test-support/sample-data';
import { TabContainer } from './TabContainer';
import { tabContainerSchema, type TabContainerModel } from './tab-container-model';

const sample = v.parse(tabContainerSchema, sampleBlock('tab-container'));
const [cats, dogs, smallAnimals] = sample.tabs as [TabContainerModel['tabs'][number], TabContainerModel['tabs'][number], TabContainerModel['tabs'][number]];

let tracker: FakeTracker;
let reports: ErrorReport[];

beforeEach(() => ({ tracker, reports } = setUpBlockPage()));

const renderTabs = (model: TabContainerModel = sample) => renderSettlingBlock(<TabContainer model={model} blockId="tab-container" />);

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
const visiblePanel = () => screen.getByRole('tabpanel');

describe('TabContainer', () => {
  it('shows ARIA tabs with the first one open: its banner and its product carousel in the one visible panel', async () => {
    fakeProductCarousel();
    const { settle } = renderTabs();
    const tablist = await screen.findByRole('tablist', { name: 'Produktauswahl' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Katze', 'Hund', 'Kleintier']);
    expect(selectedTab()).toHaveTextContent('Katze');
    const panel = visiblePanel();
    expect(panel).toHaveAccessibleName('Katze');
    expect(selectedTab()).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('heading', { level: 2, name: 'Beliebt bei Katzen' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Die meistgekauften Produkte unserer Katzenfreunde');
    expect(within(panel).getByRole('img', { name: 'Katze beim Spielen' })).toHaveAttribute('width', '1400');
    expect(within(panel).getByRole('region', { name: 'Beliebt bei Katzen' })).toHaveTextContent('Produkt 240106');
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(settle.mock.calls).toEqual([['shown']]);
  });

  it('asks the product carousel with the spec scroll counts, 190px card images and the tab as tracking container', async () => {
    const carousel = fakeProductCarousel();
    renderTabs();
    await screen.findByRole('tablist');
    expect(carousel.mounted).toHaveLength(1);
    expect(carousel.mounted[0]).toMatchObject({
      productIds: ['240106', '240107.1', '240112', '240114.0', '240102', '240110'],
      id: 'tab-container-tab-1',
      label: 'Beliebt bei Katzen',
      imageSize: 'grid',
      trackingContainer: 'tab-container-tab-1',
      // Also under its old name, for mf-recommendations releases from before the rename.
      containerName: 'tab-container-tab-1',
    });
    expect(scrollCountRows(carousel.mounted[0])).toEqual([
      [0, 2, 2],
      [544, 3, 3],
      [768, 4, 4],
      [1024, 5, 5],
      [1200, 6, 6],
    ]);
    expect(carousel.mounted[0]?.minProducts ?? 1).toBe(1);
  });

  it('moves between the tabs with the arrow keys (wrapping), Home and End, opening each tab it moves to', async () => {
    const user = userEvent.setup();
    fakeProductCarousel();
    renderTabs();
    await screen.findByRole('tablist');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Katze' })).toHaveFocus();

    const steps: Array<[string, string]> = [
      ['{ArrowRight}', 'Hund'],
      ['{ArrowRight}', 'Kleintier'],
      ['{ArrowRight}', 'Katze'],
      ['{ArrowLeft}', 'Kleintier'],
      ['{Home}', 'Katze'],
      ['{End}', 'Kleintier'],
    ];
    for (const [key, name] of steps) {
      await user.keyboard(key);
      expect(screen.getByRole('tab', { name })).toHaveFocus();
      expect(selectedTab()).toHaveTextContent(name);
      expect(visiblePanel()).toHaveAccessibleName(name);
    }
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('keeps only the open tab in the tab order; Tab moves on into its panel', async () => {
    const user = userEvent.setup();
    fakeProductCarousel();
    renderTabs();
    await screen.findByRole('tablist');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await user.click(screen.getByRole('tab', { name: 'Hund' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    await user.tab();
    expect(visiblePanel()).toHaveFocus();
  });

  it("asks for a tab's products only when the tab is first opened, and once", async () => {
    const user = userEvent.setup();
    const carousel = fakeProductCarousel();
    renderTabs();
    await screen.findByRole('tablist');
    expect(carousel.mounted.map((props) => props.trackingContainer)).toEqual(['tab-container-tab-1']);
    await user.click(screen.getByRole('tab', { name: 'Kleintier' }));
    expect(await within(visiblePanel()).findByRole('region', { name: 'Für Kaninchen, Meerschweinchen & Co.' })).toHaveTextContent('Produkt 310101');
    await user.click(screen.getByRole('tab', { name: 'Katze' }));
    await user.click(screen.getByRole('tab', { name: 'Kleintier' }));
    expect(carousel.mounted.map((props) => props.productIds)).toEqual([cats.productIds, smallAnimals.productIds]);
  });

  it('keeps the height of the panel shown before while a newly opened tab loads', async () => {
    const user = userEvent.setup();
    const carousel = fakeProductCarousel();
    const { container } = renderTabs();
    await screen.findByRole('tablist');
    const panels = container.querySelector<HTMLElement>('.hp-tab-container__panels');
    if (!panels) throw new Error('no panels');
    Object.defineProperty(panels, 'offsetHeight', { configurable: true, value: 512 });
    carousel.hold();
    await user.click(screen.getByRole('tab', { name: 'Hund' }));
    expect(panels).toHaveStyle({ minHeight: '512px' });
    expect(await within(visiblePanel()).findByRole('status')).toHaveTextContent('Produkte werden geladen …');
    act(() => carousel.decide());
    expect(panels).not.toHaveStyle({ minHeight: '512px' });
  });

  it('tracks opening a tab and each banner seen for 500 ms, by block id and tab position', async () => {
    const user = userEvent.setup();
    fakeProductCarousel();
    renderTabs();
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('tab', { name: 'Hund' }));
    await waitFor(() => expect(tracker.observations).toHaveLength(2));
    expect(tracker.observations.map((observation) => observation.options)).toEqual([{ delayMs: 500 }, { delayMs: 500 }]);
    tracker.observations[1]?.show();
    await waitFor(() => expect(tracker.events).toHaveLength(2));
    expect(tracker.events.map((event) => [event.event, event.target])).toEqual([
      ['CLICK', { name: 'tab_container_tab', id: 'tab-container-tab-2' }],
      ['IMPRESSION', { name: 'tab_container_banner', id: 'tab-container-tab-2' }],
    ]);
  });

  it('leaves out tabs of another content type, without a title and without products', async () => {
    fakeProductCarousel();
    renderTabs({
      tabs: [
        { ...cats, contentType: 'tabWithBanners' },
        { ...dogs, productIds: [] },
        { ...dogs, tabTitle: 'Hund ohne Produkte', productIds: [' ', ''] },
        { ...dogs, tabTitle: '  ' },
        { ...dogs, productIds: undefined },
        { ...smallAnimals },
        { tabTitle: 'Vögel', contentType: 'tabWithProducts', productIds: ['320101'] },
      ],
    });
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['Kleintier', 'Vögel']);
    expect(visiblePanel()).toHaveAccessibleName('Kleintier');
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(2);
  });

  it('renders nothing without a usable tab, and tells the page', async () => {
    const carousel = fakeProductCarousel();
    const { container, settle } = renderTabs({
      tabs: [
        { ...cats, contentType: 'tabWithVideos' },
        { ...dogs, productIds: [] },
      ],
    });
    await waitFor(() => expect(settle.mock.calls).toEqual([['empty']]));
    expect(container).toBeEmptyDOMElement();
    expect(carousel.mounted).toEqual([]);
  });

  it('leaves out a tab whose products cannot be bought and opens the next one in its place', async () => {
    const carousel = fakeProductCarousel({ purchasable: [...(dogs.productIds ?? []), ...(smallAnimals.productIds ?? [])] });
    const { settle } = renderTabs();
    await waitFor(() => expect(settle.mock.calls).toEqual([['shown']]));
    expect(tabNames()).toEqual(['Hund', 'Kleintier']);
    expect(selectedTab()).toHaveTextContent('Hund');
    expect(within(visiblePanel()).getByRole('region', { name: 'Beliebt bei Hunden' })).toBeVisible();
    expect(carousel.mounted.map((props) => props.trackingContainer)).toEqual(['tab-container-tab-1', 'tab-container-tab-2']);
  });

  it('renders nothing when no tab has products that can be bought', async () => {
    fakeProductCarousel({ purchasable: [] });
    const { container, settle } = renderTabs();
    await waitFor(() => expect(settle.mock.calls).toEqual([['empty']]));
    expect(container).toBeEmptyDOMElement();
  });

  it('stays invisible, keeping its place, until the first tab has decided', () =>
    expectInvisibleUntilTheProductsDecide(
      () => renderTabs(),
      '.hp-tab-container',
      () => screen.findByRole('tablist'),
      tracker,
    ));

  it('renders nothing when the recommendations fragment cannot be loaded, and tells the page', () =>
    expectNothingWithoutTheCarousel(() => renderTabs(), reports));

  it('hands the focus on when the focused tab drops out', async () => {
    const user = userEvent.setup();
    const carousel = fakeProductCarousel({ purchasable: [...(cats.productIds ?? []), ...(smallAnimals.productIds ?? [])] });
    renderTabs();
    await screen.findByRole('tablist');
    carousel.hold();
    screen.getByRole('tab', { name: 'Katze' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hund' })).toHaveFocus();
    await within(visiblePanel()).findByRole('status');
    act(() => carousel.decide());
    // Hund has no products that can be bought: Kleintier opens in its place.
    expect(tabNames()).toEqual(['Katze', 'Kleintier']);
    expect(screen.getByRole('tab', { name: 'Kleintier' })).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Kleintier');
    expect(await within(visiblePanel()).findByRole('region', { name: 'Für Kaninchen, Meerschweinchen & Co.' })).toBeInTheDocument();
  });

  it('accepts the sample data and refuses malformed models', () => {
    expect(sample.tabs).toHaveLength(3);
    expect(v.safeParse(tabContainerSchema, { tabs: 'Katze' }).success).toBe(false);
    expect(v.safeParse(tabContainerSchema, {}).success).toBe(false);
    expect(v.safeParse(tabContainerSchema, { tabs: [{ ...cats, productIds: '240106' }] }).success).toBe(false);
    expect(v.safeParse(tabContainerSchema, { tabs: [{ tabTitle: 'Video', contentType: 'tabWithVideo', videoUrl: '/v.mp4' }] }).success).toBe(true);
  });
});
