import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { SchemaRedirectOptions } from '@storefront/contracts';
import type { ErrorReport } from '@storefront/platform';
import { createLocalConfig } from '@storefront/platform/local-config';
import { clearAllCookies, collectReports, fakeBackend, httpError, json, setUpPlatform, type FakeBackend } from '@storefront/test-support';
import * as v from 'valibot';
import { sampleBlock } from '../../test-support/sample-data';
import { SHOWN_COUNT_COOKIE, SKIP_COOKIE } from './soft-redirect-cookies';
import { softRedirectSchema, type SoftRedirectModel } from './soft-redirect-model';
import { SoftRedirectModal } from './SoftRedirectModal';

const model: SoftRedirectModel = {
  maxShownCount: 3,
  cookieExpiryDays: 30,
  logo: 'http://localhost:8090/images/content/logo-zooplus.jpg',
  logoAltText: 'zooplus Logo',
};
const OPTIONS = 'GET /v1/shop/redirect/options/{domain}/{locale}/{language}';
const OPTIONS_PATH = '/v1/shop/redirect/options/zooplus.de/de-DE/de';
const TEXTS = { title: 'Besuchen Sie unseren Shop für {0}?', goTo: 'Weiter zu {0}', stayAt: 'Auf {0} bleiben' };
const AUSTRIA = { domain: 'zooplus.at', url: 'https://www.zooplus.at/' };

let reports: ErrorReport[];

function answerOptions(options: SchemaRedirectOptions['options']): FakeBackend {
  return fakeBackend({ [OPTIONS]: () => json({ options, locResources: TEXTS }) });
}

/** Lets the lookup (if any) finish, so "the modal did not open" is not just "not yet". */
async function settle({ requests }: FakeBackend, expectedRequests: number) {
  await waitFor(() => expect(requests).toHaveLength(expectedRequests));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  setUpPlatform();
  clearAllCookies();
  window.history.replaceState(null, '', '/');
  reports = collectReports();
});

describe('SoftRedirectModal opening', () => {
  it('opens with the first option, the texts with {0} filled and the 159x44 logo', async () => {
    const backend = answerOptions([AUSTRIA, { domain: 'zooplus.ch', url: 'https://www.zooplus.ch/' }]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    const dialog = await screen.findByRole('dialog', { name: 'Besuchen Sie unseren Shop für zooplus.at?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Weiter zu zooplus.at' })).toHaveAttribute('href', 'https://www.zooplus.at/');
    expect(screen.getByRole('button', { name: 'Auf zooplus.de bleiben' })).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'zooplus Logo' });
    expect(logo).toHaveAttribute('width', '159');
    expect(logo).toHaveAttribute('height', '44');
    expect(backend.requests.map((request) => request.url.pathname)).toEqual([OPTIONS_PATH]);
    expect(backend.requests[0]?.headers.get('x-caller')).toBe('pet-storefront-web/mf-homepage-blocks');
  });

  it('stays closed when the lookup returns no option', async () => {
    const backend = answerOptions([]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    await settle(backend, 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['iOS', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) PetStorefrontApp/5.2'],
    ['Android', 'Mozilla/5.0 (Linux; Android 14) PetStorefrontApp/5.2'],
  ])('stays closed inside the %s mobile app (user agent token) and makes no lookup', async (_app, userAgent) => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    const backend = answerOptions([AUSTRIA]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    await settle(backend, 0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens in a mobile browser that is not the app', async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1');
    answerOptions([AUSTRIA]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('stays closed with the session skip marker', async () => {
    Cookies.set(SKIP_COOKIE, '1');
    const backend = answerOptions([AUSTRIA]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    await settle(backend, 0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed once the shown count has reached the maximum, and opens below it', async () => {
    Cookies.set(SHOWN_COUNT_COOKIE, '3');
    const backend = answerOptions([AUSTRIA]);
    const { unmount } = render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    await settle(backend, 0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    Cookies.set(SHOWN_COUNT_COOKIE, '2');
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('stays closed and reports the lookup failure', async () => {
    const backend = fakeBackend({ [OPTIONS]: () => httpError(500) });
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    await settle(backend, 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reports[0]?.context).toMatchObject({ operation: 'getRedirectOptions', status: 500 });
  });

  it.each(['domain', 'locale', 'language'] as const)('reports the required-parameter error when the site has no %s, and makes no lookup', async (parameter) => {
    const local = createLocalConfig();
    setUpPlatform({ site: { ...local.site, [parameter]: undefined } });
    const backend = answerOptions([AUSTRIA]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.message).toBe(`Required parameter ${parameter} was null or undefined when calling getRedirectOptions.`);
    expect(backend.requests).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SoftRedirectModal domain allow-list', () => {
  it.each([
    ['a lookalike domain', 'https://zooplus.de.evil.com/'],
    ['a foreign domain', 'https://evil.example/'],
    ['a javascript: url', 'javascript:alert(1)'],
    ['a protocol-relative url', '//evil.example/'],
    ['a tab after the leading slash', '/\t/evil.example/path'],
    ['a newline after the leading slash', '/\n/evil.example/path'],
    ['a backslash after the leading slash', '/\\evil.example/path'],
    ['a scheme without slashes', 'https:evil.example'],
  ])('never offers %s and reports it', async (_case, url) => {
    const backend = answerOptions([{ domain: 'zooplus.at', url }]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    await settle(backend, 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reports.map((report) => report.message)).toEqual(['Redirect option left out: not a domain with a url on a known shop domain']);
  });

  it('goes to the first option on a known shop domain', async () => {
    answerOptions([{ domain: 'zooplus.at', url: 'https://zooplus.de.evil.com/' }, AUSTRIA]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    expect(await screen.findByRole('link', { name: 'Weiter zu zooplus.at' })).toHaveAttribute('href', 'https://www.zooplus.at/');
  });
});

describe('SoftRedirectModal choices', () => {
  it('"stay" sets the skip marker, counts the showing and closes', async () => {
    answerOptions([AUSTRIA]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Auf zooplus.de bleiben' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get(SKIP_COOKIE)).toBe('1');
    expect(Cookies.get(SHOWN_COUNT_COOKIE)).toBe('1');
  });

  it('the close button does the same and increments an existing count', async () => {
    Cookies.set(SHOWN_COUNT_COOKIE, '2');
    answerOptions([AUSTRIA]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get(SKIP_COOKIE)).toBe('1');
    expect(Cookies.get(SHOWN_COUNT_COOKIE)).toBe('3');
  });

  it('Escape closes it like "stay"', async () => {
    answerOptions([AUSTRIA]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get(SKIP_COOKIE)).toBe('1');
    expect(Cookies.get(SHOWN_COUNT_COOKIE)).toBe('1');
  });

  it('"go to" removes the counter and leads to the first option\'s url', async () => {
    Cookies.set(SHOWN_COUNT_COOKIE, '2');
    answerOptions([AUSTRIA]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    const goTo = await screen.findByRole('link', { name: 'Weiter zu zooplus.at' });
    let followed: string | undefined;
    goTo.addEventListener('click', (event) => {
      followed = (event.currentTarget as HTMLAnchorElement).href;
      event.preventDefault(); // jsdom cannot navigate; the browser follows the link.
    });
    await userEvent.click(goTo);
    expect(followed).toBe('https://www.zooplus.at/');
    expect(Cookies.get(SHOWN_COUNT_COOKIE)).toBeUndefined();
    expect(Cookies.get(SKIP_COOKIE)).toBeUndefined();
  });
});

describe('SoftRedirectModal shown counter expiry', () => {
  afterEach(() => jest.useRealTimers());

  it('writes the counter with the configured expiry in days, and the skip marker as a session cookie', async () => {
    jest.useFakeTimers({ now: Date.parse('2025-11-20T10:00:00Z') });
    const written: string[] = [];
    const cookieSetter = jest.spyOn(document, 'cookie', 'set');
    cookieSetter.mockImplementation((value: string) => {
      written.push(value);
    });
    answerOptions([AUSTRIA]);
    render(<SoftRedirectModal model={{ ...model, cookieExpiryDays: 7 }} blockId="soft-redirect" />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Auf zooplus.de bleiben' }));
    const counter = written.find((cookie) => cookie.startsWith(`${SHOWN_COUNT_COOKIE}=`));
    const skip = written.find((cookie) => cookie.startsWith(`${SKIP_COOKIE}=`));
    expect(counter).toContain('; expires=Thu, 27 Nov 2025 10:00:00 GMT');
    expect(counter).toContain('; path=/');
    expect(skip).toBe(`${SKIP_COOKIE}=1; path=/; sameSite=Lax`);
  });
});

describe('SoftRedirectModal keyboard', () => {
  it('moves focus into the dialog and keeps it there with Tab and Shift+Tab', async () => {
    answerOptions([AUSTRIA]);
    render(<SoftRedirectModal model={model} blockId="soft-redirect" />);
    const close = await screen.findByRole('button', { name: 'Schließen' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Weiter zu zooplus.at' })).toHaveFocus();
    await userEvent.tab();
    const stay = screen.getByRole('button', { name: 'Auf zooplus.de bleiben' });
    expect(stay).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(stay).toHaveFocus();
  });
});

describe('SoftRedirectModal and the page behind it', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
  });

  function renderInPage() {
    return render(
      <>
        <header>
          <a href="/">zooplus Startseite</a>
        </header>
        <nav aria-label="Menü" inert>
          <a href="/eigenmarken">Eigenmarken</a>
        </nav>
        <main>
          <section aria-label="Aktion">
            <a href="/shop/angebote">Zu den Angeboten</a>
          </section>
          <SoftRedirectModal model={model} blockId="soft-redirect" />
        </main>
        <footer>© zooplus</footer>
        <section aria-label="Cookie-Einstellungen">
          <button type="button">Alle akzeptieren</button>
        </section>
      </>,
    );
  }

  it('makes everything outside the dialog inert while it is open, also what arrives later, and nothing after closing', async () => {
    answerOptions([AUSTRIA]);
    renderInPage();
    const dialog = await screen.findByRole('dialog');
    const outside = [
      screen.getByRole('banner'),
      screen.getByRole('region', { name: 'Aktion' }),
      screen.getByRole('contentinfo'),
      screen.getByRole('region', { name: 'Cookie-Einstellungen' }),
    ];
    for (const part of outside) expect(part).toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    const arriving = document.createElement('aside');
    act(() => document.body.append(arriving));
    await waitFor(() => expect(arriving).toHaveAttribute('inert'));

    await userEvent.click(screen.getByRole('button', { name: 'Auf zooplus.de bleiben' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const part of [...outside, arriving]) expect(part).not.toHaveAttribute('inert');
    // What was inert before stays so.
    expect(screen.getByRole('navigation', { name: 'Menü' })).toHaveAttribute('inert');
    arriving.remove();
  });

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['"stay"', () => userEvent.click(screen.getByRole('button', { name: 'Auf zooplus.de bleiben' }))],
  ])('after closing with %s, gives the focus back to where it was before the dialog opened', async (_way, closeDialog) => {
    answerOptions([AUSTRIA]);
    renderInPage();
    const offers = screen.getByRole('link', { name: 'Zu den Angeboten' });
    act(() => offers.focus());
    const close = await screen.findByRole('button', { name: 'Schließen' });
    await waitFor(() => expect(close).toHaveFocus());

    await closeDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(offers).toHaveFocus();
  });

  it("locks the page's scrolling, keeping the scrollbar's place, while it is open and restores it after closing", async () => {
    const { style } = document.documentElement;
    style.overflow = 'auto';
    answerOptions([AUSTRIA]);
    renderInPage();
    await screen.findByRole('dialog');
    expect(style.overflow).toBe('hidden');
    expect(style.scrollbarGutter).toBe('stable');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(style.overflow).toBe('auto');
    expect(style.scrollbarGutter).toBe('');
  });
});

describe('SoftRedirectModal model', () => {
  it('accepts the sample data and refuses a model without maximum or expiry', () => {
    expect(v.safeParse(softRedirectSchema, sampleBlock('soft-redirect')).success).toBe(true);
    expect(v.safeParse(softRedirectSchema, { ...model, maxShownCount: undefined }).success).toBe(false);
    expect(v.safeParse(softRedirectSchema, { ...model, cookieExpiryDays: 0 }).success).toBe(false);
  });
});
