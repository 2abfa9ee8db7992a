import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE } from '@storefront/platform';
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

async function mount(): Promise<void> {
  await act(async () => mountConsentBanner(container));
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
