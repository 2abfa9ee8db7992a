// An overlay (the soft-redirect dialog) waits until the page's first screen is interactive, not only shown: its code,
// its model and the API client's chunk are no part of a slow phone's start-up.
import { act, render, waitFor } from '@testing-library/react';
import * as platform from '@storefront/platform';
import { clearAllCookies, deferred, setUpPlatform } from '@storefront/test-support';
import { contentBackend, contentModel } from '../test-support/content-backend';
import { BLOCK_REGISTRY } from './block-registry';
import { ContentPage } from './ContentPage';

// The wait itself (the shell's word, its upper limit) is the platform's, tested there: here the test
// says when it is over, however slow the machine.
jest.mock('@storefront/platform', () => ({
  ...jest.requireActual<typeof import('@storefront/platform')>('@storefront/platform'),
  afterFirstScreen: jest.fn(),
}));

beforeEach(() => {
  setUpPlatform();
  clearAllCookies();
});

/** Lets every pending promise callback and zero timer run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('ContentPage overlays', () => {
  it('loads the soft-redirect dialog only once the first screen is interactive (afterFirstScreen)', async () => {
    const firstScreen = deferred<void>();
    jest.mocked(platform.afterFirstScreen).mockReturnValue(firstScreen.promise);
    const loadSoftRedirect = jest.spyOn(BLOCK_REGISTRY.SoftRedirectModal as NonNullable<typeof BLOCK_REGISTRY.SoftRedirectModal>, 'load');
    contentBackend(
      [
        { id: 'soft-redirect', contentType: 'SoftRedirectModal' },
        { id: 'promo-bar', contentType: 'PromoBar' },
      ],
      {
        'soft-redirect': contentModel('SoftRedirectModal', 'soft-redirect', { maxShownCount: 3, cookieExpiryDays: 30 }),
        'promo-bar': contentModel('PromoBar', 'promo-bar', { title: 'Gratis Versand ab 49 €', promoType: 'info' }),
      },
    );
    const { container } = render(<ContentPage pageId="homepage" />);
    // The first screen's block is shown: the dialog still waits.
    await waitFor(() => expect(container.querySelector('[data-block-id="promo-bar"]:not([hidden])')).not.toBeNull());
    await settle();
    expect(loadSoftRedirect).not.toHaveBeenCalled();

    await act(async () => firstScreen.resolve());
    await waitFor(() => expect(loadSoftRedirect).toHaveBeenCalledTimes(1));
  });
});
