import { act, screen, within } from '@testing-library/react';
import { CONSENT_BANNER_CONTAINER_ID, NAVIGATION_LINKS } from '@storefront/contracts';
import { clearAllCookies, logIn, setUpPlatform } from '@storefront/test-support';
import { renderChrome } from './render-chrome';

const CONTAINER_IDS = ['shell-notices', 'shell-header', 'shell-footer', CONSENT_BANNER_CONTAINER_ID, 'shell-not-found'];

beforeEach(() => {
  setUpPlatform();
  document.body.innerHTML = CONTAINER_IDS.map((id) => `<div id="${id}"></div>`).join('');
});

afterEach(() => {
  clearAllCookies();
  document.body.innerHTML = '';
});

async function renderShellChrome(overrides: Record<string, string> = {}): Promise<void> {
  await act(async () => void renderChrome({ overrides, navigation: NAVIGATION_LINKS }));
}

const header = () => within(screen.getByRole('banner'));

/** The tab becomes hidden or is shown again. */
function showTab(visibility: DocumentVisibilityState): void {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

describe('renderChrome', () => {
  it('shows the header logged in when the customer id cookie is there at start-up', async () => {
    logIn('C-1001', 'U-77');
    await renderShellChrome();
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('Angemeldet')).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('shows the header logged out with only a shop user id cookie', async () => {
    document.cookie = 'zt_id=U-77; path=/';
    await renderShellChrome();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(header.queryByText('Angemeldet')).not.toBeInTheDocument();
  });

  it('follows a log-out in another tab at the next route change', async () => {
    logIn('C-1001', 'U-77');
    await renderShellChrome();
    clearAllCookies();
    expect(header().getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new CustomEvent('single-spa:routing-event')));
    expect(header().getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(header().queryByText('Angemeldet')).not.toBeInTheDocument();
  });

  it('follows a log-in in another tab when the tab is shown again, not while it is hidden', async () => {
    await renderShellChrome();
    logIn('C-1001', 'U-77');
    showTab('hidden');
    expect(header().getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    showTab('visible');
    expect(header().getByText('Angemeldet')).toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('shows no override notice to a shopper', async () => {
    await renderShellChrome();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Fragment-Überschreibung aktiv' })).not.toBeInTheDocument();
    expect(document.getElementById('shell-notices')).toBeEmptyDOMElement();
  });

  it('shows the override notice above the header while a fragment comes from an override', async () => {
    await renderShellChrome({ mf_recommendations: 'http://localhost:3002/mf-manifest.json' });
    const notice = await screen.findByRole('complementary', { name: 'Fragment-Überschreibung aktiv' });
    expect(notice).toHaveTextContent('mf_recommendations → http://localhost:3002/mf-manifest.json');
    expect(document.getElementById('shell-notices')).toContainElement(notice);
  });
});
