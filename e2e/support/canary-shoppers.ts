import type { Browser } from '@playwright/test';
import { CONSENT_COOKIE, type RegistryDocument } from '@storefront/contracts';
import { canaryPosition, newShopperId, SHOPPER_COOKIE } from '@storefront/serve/src/variants/canary-assignment';
import { clickAndAwaitFieldReporter } from './field-reporter';
import { expectFragmentReady } from './shell-page';

/** A cookie of the test's own (not the shop's): which fifth of the shoppers a test-only fault picks. */
export const SHOPPER_GROUP_COOKIE = 'e2e-shopper-group';

/** A test-only fault that runs for one shopper in five (those the test put in group 0). */
export function forOneShopperInFive(body: string): string {
  return `if(document.cookie.indexOf('${SHOPPER_GROUP_COOKIE}=0')>=0){${body}}`;
}

/** Which shopper id the `shopper`-th shopper (from 0) brings. */
export type ShopperIds = (shopper: number) => string;

/**
 * Random ids, drawn again until every other shopper falls within the candidate's first `inBelow` percent and the
 * others at or beyond `outFrom` percent: each side gets half the page views at every step below `outFrom`, where
 * random ids give the candidate only its share (8 views of it at 20 % take 40 views). Only for scenarios that do not
 * judge the share itself; the servers still assign every page by the id.
 */
export function alternatingShopperIds(fragment: string, release: string, inBelow: number, outFrom: number): ShopperIds {
  return (shopper) => {
    for (;;) {
      const id = newShopperId();
      const position = canaryPosition(id, fragment, release);
      if (shopper % 2 === 0 ? position < inBelow : position >= outFrom) return id;
    }
  };
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
 * Headless shoppers: each a new browser context with a new shopper id (random unless `shopperId` says), a few pages on
 * alternating shell servers, on each the fragment's heading tapped (its first interaction), then left (the page's
 * field report goes out as it is hidden). Records which release each page was composed with.
 */
export class CanaryShoppers {
  readonly visits: ShopperVisit[] = [];
  /** How many shoppers so far had their first page from the candidate, and from the live release (each side counts its own fifths). */
  private readonly drawn = { candidate: 0, live: 0 };

  constructor(
    private readonly browser: Browser,
    private readonly origins: readonly string[],
    private readonly fragment: string,
    private readonly route: string,
    private readonly candidate: string,
    private readonly shopperId: ShopperIds = newShopperId,
    private readonly pagesPerShopper = 2,
  ) {}

  /**
   * A shopper's test group, once their first page says which release the servers gave them: one shopper in five of
   * those who got the candidate is in group 0, and one in five of the others, so a fault for one shopper in five
   * reaches the candidate's first shoppers for sure, not by the luck of a few draws (and not by the id's position,
   * which says nothing before the canary has taken effect).
   */
  private groupOf(firstRelease: string): number {
    const side = firstRelease === this.candidate ? 'candidate' : 'live';
    const group = this.drawn[side] % 5;
    this.drawn[side] += 1;
    return group;
  }

  async visit(): Promise<ShopperVisit> {
    const shopper = this.visits.length;
    const context = await this.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visit: ShopperVisit = { shopper, releases: [], at: Date.now(), until: Date.now() };
    this.visits.push(visit);
    try {
      const id = this.shopperId(shopper);
      const cookies = this.origins.flatMap((url) => [
        { name: CONSENT_COOKIE, value: '0', url },
        { name: SHOPPER_COOKIE, value: id, url },
      ]);
      await context.addCookies(cookies);
      const page = await context.newPage();
      for (let index = 0; index < this.pagesPerShopper; index += 1) {
        await page.goto(`${this.origins[(shopper + index) % this.origins.length]}${this.route}`);
        const registry = JSON.parse((await page.locator('script#storefront-registry').textContent()) ?? '{}') as RegistryDocument;
        const release = registry.fragments[this.fragment.replace(/-/g, '_')]?.release ?? '';
        visit.releases.push(release);
        visit.until = Date.now();
        if (index === 0) {
          // Before the tap that runs the fault; the servers are all on one host, so every page of the shopper has it.
          const group = `${SHOPPER_GROUP_COOKIE}=${this.groupOf(release)}; path=/`;
          await page.evaluate((cookie) => (document.cookie = cookie), group);
        }
        // The heading paints from the server's first view before the scripts run; the tap that brings the field
        // reporter is the scripts' to see.
        await expectFragmentReady(page, this.fragment);
        const heading = page.locator(`[data-fragment="${this.fragment}"]`).getByRole('heading', { level: 1 });
        await heading.waitFor({ state: 'visible' });
        await clickAndAwaitFieldReporter(page, heading);
      }
      await page.goto('about:blank');
    } finally {
      await context.close();
    }
    return visit;
  }

  /**
   * Shoppers until `done` settles (the canary run decided), `atOnce` of them at a time: a shop's shoppers do not wait
   * for each other, and a step gathers its page views sooner.
   */
  async until<T>(done: Promise<T>, atOnce = 2): Promise<T> {
    let settled = false;
    const result = done.finally(() => (settled = true));
    const shopperAfterShopper = async () => {
      while (!settled) await this.visit();
    };
    await Promise.all(Array.from({ length: atOnce }, shopperAfterShopper));
    return result;
  }
}
