import type { APIRequestContext } from '@playwright/test';
import { CONSENT_COOKIE, FIRST_VIEW_STATE_ID } from '@storefront/contracts';
import { expect, SHELL_URL, test } from '../fixtures';
import { EMULATION } from '../support/first-interaction';
import { SAMPLE_API_URL } from '../support/urls';

// Issue 41: a page's document (its first view included) is rendered once per key and reused (document-cache.ts). A
// shopper's own data never reaches another: two logged-in shoppers and a logged-out one ask for the same pages at once,
// again and again (the later answers come from the kept documents), on a phone and on a desktop.

const SHOPPERS = [
  { name: 'Anna', customer: 'default', customerId: '53284711' },
  { name: 'Jonas', customer: 'no-bonus', customerId: '53284712' },
  { name: 'a logged-out shopper', customer: undefined, customerId: null },
] as const;
const ROUTES = ['/', '/account', '/eigenmarken'] as const;
const ROUNDS = 3;

/** The first view's state in a document, as the fragment reads it. */
function firstViewState(html: string): { customerId?: string | null } | undefined {
  const state = new RegExp(`<script type="application/json" id="${FIRST_VIEW_STATE_ID}"[^>]*>([^<]*)</script>`).exec(html)?.[1];
  return state === undefined ? undefined : (JSON.parse(state) as { customerId?: string | null });
}

for (const device of ['phone', 'desktop'] as const) {
  test(`on a ${device}, two logged-in shoppers and a logged-out one loading the same pages at once each get only their own first view`, async ({
    playwright,
  }) => {
    const userAgent = EMULATION[device].userAgent ?? '';
    // Consent decided (no banner), as a returning shopper's.
    const consent = { name: CONSENT_COOKIE, value: '1', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const };
    const sessions: APIRequestContext[] = await Promise.all(
      SHOPPERS.map(() => playwright.request.newContext({ userAgent, storageState: { cookies: [consent], origins: [] } })),
    );
    try {
      await Promise.all(
        SHOPPERS.map(async ({ customer }, index) => {
          const session = sessions[index] as APIRequestContext;
          if (customer) expect((await session.post(`${SAMPLE_API_URL}/session/login`, { data: { customer } })).ok()).toBe(true);
        }),
      );
      for (const route of ROUTES) {
        for (let round = 1; round <= ROUNDS; round += 1) {
          const documents = await Promise.all(sessions.map(async (session) => (await session.get(`${SHELL_URL}${route}`)).text()));
          documents.forEach((html, index) => {
            const shopper = SHOPPERS[index] as (typeof SHOPPERS)[number];
            const where = `${route}, round ${round}, ${shopper.name}`;
            expect(firstViewState(html), `${where}: a first view`).toBeDefined();
            for (const other of SHOPPERS) {
              if (other.customerId && other !== shopper) expect(html, `${where}: ${other.name}'s data`).not.toContain(other.customerId);
            }
            if (route !== '/account') return;
            expect(firstViewState(html)?.customerId, where).toBe(shopper.customerId);
            expect(html, where).toContain(shopper.customerId ? 'Meine Bestellungen</h2>' : 'Bitte melden Sie sich an</h2>');
          });
        }
      }
    } finally {
      await Promise.all(sessions.map((session) => session.dispose()));
    }
  });
}
