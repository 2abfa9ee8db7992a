import type { Page, Route } from '@playwright/test';
import { injectIntoStrings, SCRIPT_SCHEME, XSS_FLAG, XSS_PAYLOADS, XSS_URL_PAYLOADS } from '@storefront/test-support/xss-corpus';
import { declineConsent, expect, SAMPLE_API_URL, SHELL_URL, test } from '../fixtures';
import { scrollToPageEnd } from '../support/page-end';
import { expectFragmentReady } from '../support/shell-page';

// The XSS corpus in the browser: the payloads spread over every text, rich-text, link and image field of every content
// block, of the products and recommendations, and of the redirect options. Each page load shifts the corpus by one
// field, so over ROUNDS loads every field gets ROUNDS different payloads and every payload lands in many fields of
// every kind. (Every payload in every field of every block is the jsdom test mf-homepage-blocks/src/pipeline/
// xss-corpus.test.tsx; here it is what a real browser would run.) Nothing may run (a page flag any execution sets,
// dialogs), no rendered href/src may carry a script scheme, no link may leave the shop's known domains.

/** Fields whose value is a key, not text: with a payload the data would only be refused, so they keep theirs. */
const KEY_FIELD =
  /(^|\.)(metadata\.\w+|id|ID|variantId|type|priceType|currency|labelPrefix|unit|contentType|promoType|featuredType|titleTextColor|variation|animalType|rowType|background|strategy|trackingId|language|locale|siteId|name|caption)$/;
const CONTENT_KEY_FIELD = /(^|\.)(metadata\.\w+|contentType|promoType|featuredType|titleTextColor|variation|animalType|rowType|type|background)$/;
const KNOWN_DOMAINS = ['zooplus.de', 'zooplus.at', 'zooplus.ch'];

type Answer = (body: unknown) => { body: unknown; fields: number };

async function rewrite(page: Page, url: string, answer: Answer, counted: { fields: number }): Promise<void> {
  await page.route(url, async (route: Route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const { body, fields } = answer(await response.json());
    counted.fields += fields;
    return route.fulfill({ response, json: body });
  });
}

const ROUNDS = 8;

/** Every page of the storefront's data answers with the corpus in its text fields, shifted by `round`. */
async function answerWithCorpus(page: Page, round: number): Promise<{ fields: number }> {
  const counted = { fields: 0 };
  const payloadOf = (field: number) => XSS_PAYLOADS[(counted.fields + field + round) % XSS_PAYLOADS.length] as string;
  const text = XSS_PAYLOADS[round % XSS_PAYLOADS.length] as string;
  const url = XSS_URL_PAYLOADS[round % XSS_URL_PAYLOADS.length] as string;
  const inject =
    (keep: RegExp): Answer =>
    (body) => {
      const { value, fields } = injectIntoStrings(body, payloadOf, (path) => keep.test(path));
      return { body: value, fields: fields.length };
    };
  await rewrite(page, `${SAMPLE_API_URL}/content/blocks/**`, inject(CONTENT_KEY_FIELD), counted);
  await rewrite(page, `${SAMPLE_API_URL}/v1/sites/*/*/products**`, inject(KEY_FIELD), counted);
  await rewrite(page, `${SAMPLE_API_URL}/v4/sites/*/*/pages/*/recommendations**`, inject(KEY_FIELD), counted);
  await rewrite(
    page,
    `${SAMPLE_API_URL}/v1/shop/redirect/options/**`,
    () => ({
      body: {
        options: [
          { domain: text, url },
          { domain: 'zooplus.at', url: 'https://www.zooplus.at/' },
        ],
        locResources: { title: `${text} {0}`, goTo: `${text} {0}`, stayAt: `${text} {0}` },
      },
      fields: 5,
    }),
    counted,
  );
  return counted;
}

/** What the rendered page would run or where it would lead. */
async function findings(page: Page) {
  return page.evaluate(
    ({ flag, scheme, knownDomains }) => {
      const scriptScheme = new RegExp(scheme, 'i');
      const urls: string[] = [];
      document.querySelectorAll('[href], [src], [srcset], [action], [formaction], [xlink\\:href]').forEach((element) => {
        for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
          const value = element.getAttribute(name);
          if (value !== null) urls.push(value);
        }
        (element.getAttribute('srcset') ?? '').split(',').forEach((candidate) => urls.push(candidate.trim().split(/\s+/)[0] ?? ''));
      });
      const foreignLinks = Array.from(document.querySelectorAll('a[href]'), (link) => (link as HTMLAnchorElement).href).filter((href) => {
        const url = new URL(href);
        if (url.protocol === 'mailto:' || url.protocol === 'tel:') return false;
        return url.origin !== location.origin && !knownDomains.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`));
      });
      return {
        executed: (window as unknown as Record<string, unknown>)[flag] !== undefined,
        scriptUrls: urls.filter((value) => scriptScheme.test(value)),
        foreignLinks,
      };
    },
    { flag: XSS_FLAG, scheme: SCRIPT_SCHEME.source, knownDomains: KNOWN_DOMAINS },
  );
}

let combinations = 0;

// DOMPurify parses each payload in an inert document, where Chrome reports the handlers it would refuse; the page
// flag and the dialog check below show that nothing ran. Any other CSP violation still fails the test.
test.use({ hostileContent: true });

test.beforeEach(async ({ page }) => declineConsent(page));

test.afterAll(() => {
  console.info(`XSS corpus: ${combinations} payload x field combinations tried in the browser (${XSS_PAYLOADS.length} payloads, ${ROUNDS} rounds)`);
});

/** The page has rendered what its data allows: every block settled, nothing says it is still loading. */
async function expectSettled(page: Page): Promise<void> {
  await expectFragmentReady(page, 'mf-homepage-blocks');
  // Every block of the page at once, each with hostile content: on a busy machine that takes a while.
  await expect(page.locator('[data-page-id="homepage"]')).toHaveAttribute('aria-busy', 'false', { timeout: 40_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (let round = 0; round < ROUNDS; round += 1) {
  test(`round ${round + 1} of the XSS corpus over every field runs nowhere and leads nowhere off the shop`, async ({ page }) => {
    // Every block near the viewport at once, so one load renders the whole page; images play no part here.
    await page.setViewportSize({ width: 1440, height: 6000 });
    await page.route(`${SAMPLE_API_URL}/images/**`, (route) => route.abort());
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const counted = await answerWithCorpus(page, round);
    await page.goto(`${SHELL_URL}/`);
    // A block's model comes when its place nears the viewport: at the end of the page, every block is in.
    await scrollToPageEnd(page);
    await expectSettled(page);
    expect(counted.fields, 'payload x field combinations of this load').toBeGreaterThan(XSS_PAYLOADS.length);
    combinations += counted.fields;
    expect({ dialogs, ...(await findings(page)) }).toEqual({ dialogs: [], executed: false, scriptUrls: [], foreignLinks: [] });
  });
}
