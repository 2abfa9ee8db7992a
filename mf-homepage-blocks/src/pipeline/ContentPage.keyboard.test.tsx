import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterThisTest, clearAllCookies, FakeIntersectionObserver, installFakeIntersectionObserver, setUpPlatform } from '@storefront/test-support';
import { contentBackend, contentModel } from '../test-support/content-backend';
import { ContentPage } from './ContentPage';
import { MORE_BLOCKS_LOADING } from './content-page-texts';

const terms = (id: string, link?: string) =>
  contentModel('TermsTextBlock', id, { termsAndConditionsText: `<p>Alle Preise inkl. MwSt.${link ? ` <a href="/info/${id}">${link}</a>` : ''}</p>` });

beforeEach(() => {
  setUpPlatform();
  clearAllCookies();
});

const visibleBlockIds = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-block-id]:not([hidden])'), (element) => element.getAttribute('data-block-id'));

const moreBlocksStop = () => screen.queryByRole('progressbar', { name: MORE_BLOCKS_LOADING });

/**
 * The page with the first block shown and the others below it out of the look-ahead's reach: jsdom lays nothing out,
 * so the blocks still to load (the frontier's placeholder, else the page's end) start 700 px down the 768 px window,
 * where only the first block's place begins, and 1000 px further for each block shown.
 */
async function renderFirstBlockShown(models: Record<string, unknown>[], { footer = false } = {}) {
  afterThisTest(installFakeIntersectionObserver());
  const ids = models.map((model) => (model.metadata as { id: string }).id);
  const backend = contentBackend(
    ids.map((id) => ({ id, contentType: 'TermsTextBlock' })),
    Object.fromEntries(ids.map((id, index) => [id, models[index] as Record<string, unknown>])),
  );
  const { container } = render(
    <>
      <ContentPage pageId="homepage" />
      {footer && <a href="/cookies">Cookie-Einstellungen</a>}
    </>,
  );
  const end = container.querySelector('[data-page-end]') as HTMLElement;
  const layOut = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const stillToLoad = this.isConnected && (this === end || this.hasAttribute('data-block-placeholder'));
    return stillToLoad ? DOMRect.fromRect({ x: 0, y: 700 + visibleBlockIds(container).length * 1000, width: 0, height: 0 }) : layOut.call(this);
  });
  await waitFor(() => expect(container.querySelector('[data-block-placeholder]')).toBeInTheDocument());
  act(() => FakeIntersectionObserver.setVisibleRatio(end, 1));
  await waitFor(() => expect(visibleBlockIds(container)).toEqual([ids[0]]));
  await waitFor(() => expect(container.querySelector('[data-page-id]')).toHaveAttribute('aria-busy', 'false'));
  const requestedModels = () => backend.to('GET /content/blocks/{blockId}').map((request) => request.params.blockId);
  // the look-ahead has loaded nothing below the first block
  expect(requestedModels()).toEqual([ids[0]]);
  return { container, requestedModels };
}

describe('ContentPage keyboard navigation while blocks below are still to load', () => {
  it('goes on from the last shown block to the first link of the next block once it has loaded, not past it', async () => {
    const user = userEvent.setup();
    const { container } = await renderFirstBlockShown([terms('terms-1', 'Versandkosten'), terms('terms-2', 'Rückgabe'), terms('terms-3', 'Datenschutz')]);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Versandkosten' })).toHaveFocus();

    await user.tab();
    // while the next blocks load, focus waits on the page's stop after the shown blocks, which says so
    expect(moreBlocksStop()).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Rückgabe' })).toHaveFocus());
    expect(visibleBlockIds(container).slice(0, 2)).toEqual(['terms-1', 'terms-2']);

    await waitFor(() => expect(visibleBlockIds(container)).toEqual(['terms-1', 'terms-2', 'terms-3']));
    // every block is there: no extra stop any more, Tab goes from block to block
    expect(moreBlocksStop()).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveFocus();
  });

  it('passes a next block that has nothing to focus and goes on to the first one that has', async () => {
    const user = userEvent.setup();
    await renderFirstBlockShown([terms('terms-1', 'Versandkosten'), terms('terms-2'), terms('terms-3', 'Datenschutz')]);
    await user.tab();
    await user.tab();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveFocus());
  });

  it('reached backwards (Shift+Tab from the footer) loads the blocks still to come and leaves focus where it is', async () => {
    const user = userEvent.setup();
    const { container, requestedModels } = await renderFirstBlockShown(
      [terms('terms-1', 'Versandkosten'), terms('terms-2', 'Rückgabe'), terms('terms-3', 'Datenschutz')],
      {
        footer: true,
      },
    );
    screen.getByRole('link', { name: 'Cookie-Einstellungen' }).focus();
    await user.tab({ shift: true });
    expect(moreBlocksStop()).toHaveFocus();
    await waitFor(() => expect(requestedModels()).toEqual(['terms-1', 'terms-2', 'terms-3']));
    await waitFor(() => expect(visibleBlockIds(container)).toHaveLength(3));
    expect(screen.getByRole('link', { name: 'Rückgabe' })).not.toHaveFocus();
    // from here, Shift+Tab goes back through the blocks that have come, and the stop, with nothing to wait for, is gone
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveFocus();
    expect(moreBlocksStop()).not.toBeInTheDocument();
  });

  it('has no stop when every block is there', async () => {
    await renderFirstBlockShown([terms('terms-1', 'Versandkosten')]);
    expect(moreBlocksStop()).not.toBeInTheDocument();
  });
});
