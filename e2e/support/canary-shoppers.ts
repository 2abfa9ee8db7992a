import type { Browser } from '@playwright/test';
import { CONSENT_COOKIE, type RegistryDocument } from '@storefront/contracts';
import { canaryPosition, newShopperId, SHOPPER_COOKIE } from '@storefront/serve/src/variants/canary-assignment';

/** A cookie of the test's own (not the shop's): which fifth of the shoppers a test-only fault picks. */
export const SHOPPER_GROUP_COOKIE = 'e2e-shopper-group';

/** A test-only fault that runs for one shopper in five (those the test put in group 0). */
export function forOneShopperInFive(body: string): string {
  return `if(document.cookie.indexOf('${SHOPPER_GROUP_COOKIE}=0')>=0){${body}}`;
}

export interface ShopperVisit {
  shopper: number;
  /** The fragment's release each of the shopper's pages was composed with, in order. */
  releases: string[];
  /** When the shopper's first page was asked for (ms since the epoch). */
  at: number;
  /** When the shopper's last page had been read (ms since the epoch). */
  until: number;
}

/**
 * Headless shoppers: each a new browser context with a new random shopper id (newShopper), a few pages on
 * alternating shell servers, on each the fragment's heading tapped (its first interaction), then left (the page's
 * field report goes out as it is hidden). Records which release each page was composed with.
 */
export class CanaryShoppers {
  readonly visits: ShopperVisit[] = [];
  /** How many shoppers so far fell within, and outside, the first step's share (each side counts its own fifths). */
  private readonly drawn = { within: 0, outside: 0 };

  constructor(
    private readonly browser: Browser,
    private readonly origins: readonly string[],
    private readonly fragment: string,
    private readonly route: string,
    private readonly candidate: string,
    private readonly firstStepPercent: number,
    private readonly pagesPerShopper = 2,
  ) {}

  /**
   * A new shopper's id (the shop's own cookie, as the shop would have set it) and test group: one shopper in five of
   * those the first step sends to the candidate is in group 0, and one in five of the others, so a fault for one
   * shopper in five reaches the candidate's first shoppers for sure, not by the luck of a few draws.
   */
  private newShopper(): { id: string; group: number } {
    const id = newShopperId();
    const side = canaryPosition(id, this.fragment, this.candidate) < this.firstStepPercent ? 'within' : 'outside';
    const group = this.drawn[side] % 5;
    this.drawn[side] += 1;
    return { id, group };
  }

  async visit(): Promise<ShopperVisit> {
    const shopper = this.visits.length;
    const context = await this.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visit: ShopperVisit = { shopper, releases: [], at: Date.now(), until: Date.now() };
    this.visits.push(visit);
    try {
      const { id, group } = this.newShopper();
      const cookies = this.origins.flatMap((url) => [
        { name: CONSENT_COOKIE, value: '0', url },
        { name: SHOPPER_COOKIE, value: id, url },
        { name: SHOPPER_GROUP_COOKIE, value: String(group), url },
      ]);
      await context.addCookies(cookies);
      const page = await context.newPage();
      for (let index = 0; index < this.pagesPerShopper; index += 1) {
        await page.goto(`${this.origins[(shopper + index) % this.origins.length]}${this.route}`);
        const registry = JSON.parse((await page.locator('script#storefront-registry').textContent()) ?? '{}') as RegistryDocument;
        visit.releases.push(registry.fragments[this.fragment.replace(/-/g, '_')]?.release ?? '');
        visit.until = Date.now();
        const heading = page.locator(`[data-fragment="${this.fragment}"]`).getByRole('heading', { level: 1 });
        await heading.waitFor({ state: 'visible' });
        const reporter = page.waitForResponse((response) => response.url().includes('field-reporter'));
        await heading.click();
        await reporter;
      }
      await page.goto('about:blank');
    } finally {
      await context.close();
    }
    return visit;
  }

  /** Shoppers one after another until `done` settles (the canary run decided). */
  async until<T>(done: Promise<T>): Promise<T> {
    let settled = false;
    const result = done.finally(() => (settled = true));
    while (!settled) await this.visit();
    return result;
  }
}
