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
      const open = (index: number, route: string) => (sessions[index] as APIRequestContext).get(`${SHELL_URL}${route}`).then((response) => response.text());
      /** What of another shopper's (or the wrong login state) a shopper's document shows. */
      const notTheirOwn = (html: string, index: number, route: string): string[] => {
        const shopper = SHOPPERS[index] as (typeof SHOPPERS)[number];
        const problems = SHOPPERS.filter((other) => other.customerId && other !== shopper && html.includes(other.customerId)).map(
          (other) => `${route}, ${shopper.name}: ${other.name}'s data`,
        );
        const state = firstViewState(html);
        if (route === '/account' && state && state.customerId !== shopper.customerId) problems.push(`${route}, ${shopper.name}: customer ${state.customerId}`);
        const prompt = shopper.customerId ? 'Meine Bestellungen</h2>' : 'Bitte melden Sie sich an</h2>';
        if (route === '/account' && state && !html.includes(prompt)) problems.push(`${route}, ${shopper.name}: no "${prompt}"`);
        return problems;
      };
      const problems: string[] = [];
      for (const route of ROUTES) {
        // The first request of a document may come before its first view (one later than the 400 ms a request waits
        // is kept for the next): each shopper asks, all at once, until theirs has one; never another's data meanwhile.
        await Promise.all(
          SHOPPERS.map((_, index) =>
            expect
              .poll(async () => {
                const html = await open(index, route);
                problems.push(...notTheirOwn(html, index, route));
                return firstViewState(html) !== undefined;
              })
              .toBe(true),
          ),
        );
        for (let round = 1; round <= ROUNDS; round += 1) {
          const documents = await Promise.all(SHOPPERS.map((_, index) => open(index, route)));
          documents.forEach((html, index) => {
            expect(firstViewState(html), `${route}, round ${round}, ${SHOPPERS[index]?.name}: a first view`).toBeDefined();
            problems.push(...notTheirOwn(html, index, route));
          });
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await Promise.all(sessions.map((session) => session.dispose()));
    }
  });
}
