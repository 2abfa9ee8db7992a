import { devices, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '@storefront/contracts';
import { SHELL_URL } from './urls';

// What a shopper taps the moment it is painted, and how to tell its tap has had its effect (issue 33): shared by the
// end-to-end tests (first-interaction.spec.ts) and `npm run bench:first-interaction`.

/** The phone's emulation without the browser type (it cannot change within a worker): a first view is served to it. */
const { defaultBrowserType: _phoneBrowser, ...PHONE_EMULATION } = devices['Pixel 7'];
const { defaultBrowserType: _desktopBrowser, ...DESKTOP_EMULATION } = devices['Desktop Chrome'];

export type Device = 'phone' | 'desktop';

export const EMULATION: Readonly<Record<Device, BrowserContextOptions>> = { phone: PHONE_EMULATION, desktop: DESKTOP_EMULATION };

/**
 * Lighthouse's mobile preset: a mid-range phone (4x CPU slowdown) on slow 4G (150 ms round trips, 1.6 Mbit/s down,
 * 750 kbit/s up), here applied for real through DevTools rather than simulated.
 */
export const SLOW_PHONE = { cpuSlowdown: 4, latencyMs: 150, downloadBitsPerSecond: 1.6 * 1024 * 1024, uploadBitsPerSecond: 750 * 1024 } as const;

export interface Throttling {
  cpuSlowdown: number;
  /** Slow 4G as SLOW_PHONE's network; none for a desktop on its wired connection. */
  network: boolean;
}

/** Slows the page's CPU down and, with `network`, its connection, for everything it loads from now on. */
export async function throttle(context: BrowserContext, page: Page, { cpuSlowdown, network }: Throttling): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBitsPerSecond / 8,
      uploadThroughput: SLOW_PHONE.uploadBitsPerSecond / 8,
    });
  }
}

export const consentBanner = (page: Page) => page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });

/** The decision the shopper's consent cookie holds: '1', '0', or undefined while undecided. */
export async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(SHELL_URL)).find((cookie) => cookie.name === CONSENT_COOKIE)?.value;
}

/** A visible check that does not fail while the page is between two documents (a form's answer loading). */
async function visible(locator: Locator): Promise<boolean> {
  return locator.isVisible().catch(() => false);
}

export const ownBrandTab = (page: Page, name: 'Katze' | 'Hund') => page.locator('[data-fragment="mf-own-brand"]').getByRole('tab', { name, exact: true });
export const promoBar = (page: Page) => page.getByRole('region', { name: 'Aktion' });
export const hero = (page: Page) => page.getByRole('region', { name: 'Top-Themen' });

export interface FirstInteraction {
  /** As the table names it. */
  label: string;
  route: string;
  device: Device;
  /** Whether the shopper has decided on consent before (declined), so the banner does not cover the control. */
  consentDecided: boolean;
  control(page: Page): Locator;
  /** The tap's effect, once it has happened. */
  done(page: Page): Promise<boolean>;
}

function consentChoice(route: string, device: Device, button: 'Alle akzeptieren' | 'Nur notwendige Cookies'): FirstInteraction {
  const expected = button === 'Alle akzeptieren' ? '1' : '0';
  return {
    label: `consent "${button}"`,
    route,
    device,
    consentDecided: false,
    control: (page) => consentBanner(page).getByRole('button', { name: button }),
    done: async (page) => (await consentCookie(page.context())) === expected && !(await visible(consentBanner(page))),
  };
}

function heroNext(device: Device): FirstInteraction {
  return {
    label: 'hero "Nächste Elemente"',
    route: '/',
    device,
    consentDecided: true,
    control: (page) => hero(page).getByRole('button', { name: 'Nächste Elemente' }),
    done: async (page) =>
      /^2 von /.test(
        (await hero(page)
          .locator('.swiper-slide-active')
          .getAttribute('aria-label')
          .catch(() => null)) ?? '',
      ),
  };
}

/** Every control of the issue's table, and the first views' other controls the event replay covers. */
export const FIRST_INTERACTIONS: readonly FirstInteraction[] = [
  consentChoice('/', 'phone', 'Alle akzeptieren'),
  consentChoice('/account', 'phone', 'Nur notwendige Cookies'),
  consentChoice('/eigenmarken', 'phone', 'Alle akzeptieren'),
  {
    label: 'tab "Hund"',
    route: '/eigenmarken?type=cat',
    device: 'phone',
    consentDecided: true,
    control: (page) => ownBrandTab(page, 'Hund'),
    done: async (page) =>
      new URL(page.url()).searchParams.get('type') === 'dog' &&
      (await ownBrandTab(page, 'Hund')
        .getAttribute('aria-selected')
        .catch(() => null)) === 'true',
  },
  {
    label: 'promo bar "Aktionshinweis schließen"',
    route: '/',
    device: 'phone',
    consentDecided: true,
    control: (page) => promoBar(page).getByRole('button', { name: 'Aktionshinweis schließen' }),
    done: async (page) => (await page.locator('[data-block-id="promo-bar"]').count()) === 1 && !(await visible(promoBar(page))),
  },
  heroNext('phone'),
  {
    label: 'log-in prompt "Zur Anmeldung"',
    route: '/account',
    device: 'phone',
    consentDecided: true,
    control: (page) => page.getByRole('button', { name: 'Zur Anmeldung' }),
    done: async (page) => (await page.context().cookies()).some((cookie) => cookie.name === 'cid'),
  },
  consentChoice('/', 'desktop', 'Alle akzeptieren'),
  consentChoice('/account', 'desktop', 'Nur notwendige Cookies'),
  consentChoice('/eigenmarken', 'desktop', 'Alle akzeptieren'),
  heroNext('desktop'),
];

/** A new context for the control's device (desktops: no autoplay while the shopper has not started it). */
export async function contextFor(browser: { newContext(options: BrowserContextOptions): Promise<BrowserContext> }, interaction: FirstInteraction) {
  const context = await browser.newContext({ ...EMULATION[interaction.device], reducedMotion: 'reduce', locale: 'de-DE' });
  if (interaction.consentDecided) await context.addCookies([{ name: CONSENT_COOKIE, value: '0', url: SHELL_URL }]);
  return context;
}

/** The longest a control may take to show before a press gives up. */
const PRESS_TIMEOUT_MS = 30_000;

/**
 * A tap on a phone, a click on a desktop, at the middle of the control the moment it is visible: straight through the
 * input devices, without waiting for the control to be enabled or for two frames of it standing still (Playwright's
 * tap and click wait for those; on a busy page a few hundred milliseconds, in which the page's scripts may have run).
 */
export async function press(page: Page, control: Locator, device: Device): Promise<void> {
  await control.waitFor({ state: 'visible', timeout: PRESS_TIMEOUT_MS });
  const box = await control.boundingBox();
  if (!box) throw new Error(`${String(control)} has no box to tap`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await (device === 'phone' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
}
