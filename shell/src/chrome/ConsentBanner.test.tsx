import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE, CONSENT_EVENT, type ConsentEvent } from '@storefront/platform';
import { ConsentBanner } from './ConsentBanner';
import { OPEN_CONSENT_SETTINGS_EVENT } from './consent-settings-event';
import { FIXED_BOTTOM_INSET_PROPERTY } from './fixed-bottom-inset';
import { Footer } from './Footer';

let consentEvents: unknown[];
const recordConsentEvent = (event: Event) => consentEvents.push((event as ConsentEvent).detail);

beforeEach(() => {
  consentEvents = [];
  window.addEventListener(CONSENT_EVENT, recordConsentEvent);
});

afterEach(() => {
  window.removeEventListener(CONSENT_EVENT, recordConsentEvent);
  Cookies.remove(CONSENT_COOKIE, { path: '/' });
});

const banner = () => screen.queryByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });

describe('ConsentBanner', () => {
  it('asks in German while the shopper has not decided', () => {
    render(<ConsentBanner initiallyOpen returnTo="/" />);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeInTheDocument();
    expect(screen.getByText(/Mit Ihrer Zustimmung nutzen wir außerdem funktionale Cookies/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle akzeptieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nur notwendige Cookies' })).toBeInTheDocument();
  });

  it('"Alle akzeptieren" stores consent 1, fires the consent event and closes', async () => {
    render(<ConsentBanner initiallyOpen returnTo="/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('1');
    expect(consentEvents).toEqual([{ functional: true }]);
    expect(banner()).not.toBeInTheDocument();
  });

  it('decides in place: its form is not submitted', async () => {
    render(<ConsentBanner initiallyOpen returnTo="/eigenmarken?type=dog" />);
    const form = screen.getByRole('button', { name: 'Alle akzeptieren' }).closest('form') as HTMLFormElement;
    const submitted = jest.fn();
    form.addEventListener('submit', submitted);
    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(submitted).not.toHaveBeenCalled();
    expect(Cookies.get(CONSENT_COOKIE)).toBe('1');
  });

  it('"Nur notwendige Cookies" stores 0, fires the consent event and closes', async () => {
    render(<ConsentBanner initiallyOpen returnTo="/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Nur notwendige Cookies' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('0');
    expect(consentEvents).toEqual([{ functional: false }]);
    expect(banner()).not.toBeInTheDocument();
  });

  it('opens again on the open-settings event and lets the shopper change the decision', async () => {
    document.cookie = `${CONSENT_COOKIE}=1; path=/`;
    render(<ConsentBanner initiallyOpen={false} returnTo="/" />);
    expect(banner()).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
    });
    expect(banner()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nur notwendige Cookies' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('0');
    expect(banner()).not.toBeInTheDocument();
  });

  it('fires the event again when the same decision is confirmed', async () => {
    document.cookie = `${CONSENT_COOKIE}=1; path=/`;
    render(<ConsentBanner initiallyOpen={false} returnTo="/" />);
    act(() => {
      window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(consentEvents).toEqual([{ functional: true }]);
  });

  it('opens from the footer’s "Cookie-Einstellungen"', async () => {
    document.cookie = `${CONSENT_COOKIE}=0; path=/`;
    render(
      <>
        <Footer />
        <ConsentBanner initiallyOpen={false} returnTo="/" />
      </>,
    );
    expect(banner()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(banner()).toBeInTheDocument();
  });

  it('closes when a consent-management platform records a decision', () => {
    render(<ConsentBanner initiallyOpen returnTo="/" />);
    act(() => {
      document.cookie = `${CONSENT_COOKIE}=1; path=/`;
      window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { functional: true } }));
    });
    expect(banner()).not.toBeInTheDocument();
  });

  describe('covering the bottom of the viewport (WCAG 2.4.11)', () => {
    const bottomInset = () => document.documentElement.style.getPropertyValue(FIXED_BOTTOM_INSET_PROPERTY);
    const placeBannerTop = (top: number) =>
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('shell-consent') ? DOMRect.fromRect({ x: 16, y: top, width: 358, height: 300 }) : DOMRect.fromRect();
      });

    afterEach(() => {
      Object.defineProperty(window, 'innerHeight', { value: 768, configurable: true, writable: true });
    });

    it('tells the page how much of the viewport it covers from its top edge down, while open', async () => {
      placeBannerTop(452);
      render(<ConsentBanner initiallyOpen returnTo="/" />);
      expect(bottomInset()).toBe('316px');
      await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
      expect(bottomInset()).toBe('');
    });

    it('follows the window when it changes size', () => {
      placeBannerTop(452);
      render(<ConsentBanner initiallyOpen returnTo="/" />);
      act(() => {
        Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true, writable: true });
        window.dispatchEvent(new Event('resize'));
      });
      expect(bottomInset()).toBe('448px');
    });

    it('covers nothing while closed', () => {
      document.cookie = `${CONSENT_COOKIE}=1; path=/`;
      placeBannerTop(452);
      render(<ConsentBanner initiallyOpen={false} returnTo="/" />);
      expect(bottomInset()).toBe('');
    });
  });
});
