import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE } from '@storefront/platform';
import { OPEN_CONSENT_SETTINGS_EVENT } from './consent-settings-event';
import { FIXED_BOTTOM_INSET_PROPERTY } from './fixed-bottom-inset';
import { mountConsentBanner } from './mount-consent-banner';
import { staticConsentBannerHtml } from './static-consent-banner';

let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  container.remove();
  Cookies.remove(CONSENT_COOKIE, { path: '/' });
});

const banner = () => screen.queryByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });

/** Mounts it, and waits for the banner's component where it is asked for (a chunk of its own). */
async function mount(): Promise<void> {
  await act(async () => {
    mountConsentBanner(container);
    await import('./ConsentBanner');
  });
}

async function openSettings(): Promise<void> {
  await act(async () => {
    window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
    await import('./ConsentBanner');
  });
}

describe('mountConsentBanner', () => {
  it('takes over the static banner of the document while the shopper has not decided: the same nodes, now working', async () => {
    container.innerHTML = staticConsentBannerHtml();
    const staticSection = container.querySelector('section');
    const errors = jest.spyOn(console, 'error');
    await mount();
    expect(banner()).toBe(staticSection);
    expect(errors).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('1');
    expect(banner()).not.toBeInTheDocument();
  });

  it('names the page it was mounted on in its form', async () => {
    window.history.replaceState(null, '', '/eigenmarken?type=dog#recommendation');
    try {
      await mount();
      expect(Object.fromEntries(new FormData(container.querySelector('form') as HTMLFormElement))).toEqual({ returnTo: '/eigenmarken?type=dog' });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it.each(['1', '0'])('clears a static banner the document still holds when the decision %p is stored', async (value) => {
    document.cookie = `${CONSENT_COOKIE}=${value}; path=/`;
    container.innerHTML = staticConsentBannerHtml();
    await mount();
    expect(banner()).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('says how much of the window the document’s banner covers while it is open, and opens again from the footer', async () => {
    container.innerHTML = staticConsentBannerHtml();
    await mount();
    expect(document.documentElement.style.getPropertyValue(FIXED_BOTTOM_INSET_PROPERTY)).toMatch(/^\d+px$/);
    await userEvent.click(screen.getByRole('button', { name: 'Nur notwendige Cookies' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('0');
    expect(banner()).not.toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue(FIXED_BOTTOM_INSET_PROPERTY)).toBe('');

    await openSettings();
    expect(banner()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('1');
    expect(banner()).not.toBeInTheDocument();
  });

  it('brings the banner when a shopper who decided before opens the settings', async () => {
    document.cookie = `${CONSENT_COOKIE}=1; path=/`;
    await mount();
    expect(banner()).not.toBeInTheDocument();
    await openSettings();
    expect(banner()).toBeInTheDocument();
  });

  it('renders the banner itself when the document has none and the shopper has not decided', async () => {
    await mount();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nur notwendige Cookies' })).toBeInTheDocument();
  });
});

describe('staticConsentBannerHtml', () => {
  it("is a form that posts the choice and the page to go back to to the shell's server, for a browser without the script", () => {
    container.innerHTML = staticConsentBannerHtml();
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/consent');
    const accept = screen.getByRole('button', { name: 'Alle akzeptieren' }) as HTMLButtonElement;
    const refuse = screen.getByRole('button', { name: 'Nur notwendige Cookies' }) as HTMLButtonElement;
    expect([accept.type, accept.name, accept.value, accept.form]).toEqual(['submit', 'functional', '1', form]);
    expect([refuse.type, refuse.name, refuse.value, refuse.form]).toEqual(['submit', 'functional', '0', form]);
    expect(Object.fromEntries(new FormData(form))).toEqual({ returnTo: '/' });
  });

  it('is the banner with its German texts and both buttons, as a shopper sees it before any JavaScript', () => {
    container.innerHTML = staticConsentBannerHtml();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Privatsphäre ist uns wichtig' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle akzeptieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nur notwendige Cookies' })).toBeInTheDocument();
  });
});
