import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { declineConsent, expect, SAMPLE_API_URL, test } from '../fixtures';
import type { CollectedEvent } from '../support/sample-api-client';
import { expectFragmentReady } from '../support/shell-page';

// The homepage's recommendation blocks (mf-recommendations' HomeRecommendations inside mf-homepage-blocks).
// Expected cards and prices are computed here from the sample backend's answers with the spec's rules
// (section 5: purchasable offers, variant choice; section 9: German prices), independently of the fragment.

interface ApiPrice {
  value: number;
  currency: string;
}

interface ApiOffer {
  id: string;
  outOfStock: boolean;
  price: ApiPrice;
  unitPrice?: ApiPrice;
  referencePrice: ApiPrice | null;
  priceType: 'SET' | 'REGULAR' | 'OFFER' | 'RETAIL';
}

interface ApiArticle {
  id: number;
  variantId: string;
  unit?: 'kg' | 'l';
  offers: ApiOffer[];
}

interface ApiProduct {
  name: string;
  articles: ApiArticle[];
}

interface ApiItem {
  article: { id: number; variantId: string };
}

interface ApiContainer {
  name: string;
  caption: string;
  recommendations: ApiItem[];
}

interface ExpectedCard {
  productName: string;
  articleId: number;
  offerId: string;
  /** German price texts as a shopper reads them. */
  mainPrice: string;
  referencePrice: string | undefined;
  unitPrice: string | undefined;
}

interface TrackingEntry {
  event: string;
  pageCode: string;
  target?: { name: string; id: string };
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const formatEuro = (minorUnits: number) => euro.format(minorUnits / 100);
const REFERENCE_LABELS: Partial<Record<ApiOffer['priceType'], string>> = { OFFER: 'sonst', RETAIL: 'UVP', SET: 'Einzeln' };

const isPurchasable = (offer: ApiOffer) => !offer.outOfStock && (offer.id.startsWith('1P.') || offer.id.startsWith('1P_ABD.'));

function cheapestPurchasable(offers: ApiOffer[]): ApiOffer | undefined {
  return offers.filter(isPurchasable).reduce<ApiOffer | undefined>((best, offer) => (!best || offer.price.value < best.price.value ? offer : best), undefined);
}

/** Spec 5: a dotted variant id selects its article if purchasable, otherwise the cheapest purchasable article. */
function chooseArticle(product: ApiProduct, variantId: string): { article: ApiArticle; offer: ApiOffer } | undefined {
  const requested = variantId.includes('.') ? product.articles.find((article) => article.variantId === variantId) : undefined;
  const requestedOffer = requested ? cheapestPurchasable(requested.offers) : undefined;
  if (requested && requestedOffer) return { article: requested, offer: requestedOffer };
  let best: { article: ApiArticle; offer: ApiOffer } | undefined;
  for (const article of product.articles) {
    const offer = cheapestPurchasable(article.offers);
    if (offer && (!best || offer.price.value < best.offer.price.value)) best = { article, offer };
  }
  return best;
}

async function firstHomeContainer(request: APIRequestContext): Promise<ApiContainer> {
  const response = await request.get(`${SAMPLE_API_URL}/v4/sites/1/de/pages/home/recommendations`, {
    params: { product_group_ids: 'hp_group_a,hp_group_b' },
  });
  expect(response.ok()).toBe(true);
  const { containers } = (await response.json()) as { containers: ApiContainer[] };
  const first = containers[0];
  if (!first) throw new Error('The sample backend has no home recommendation container');
  return first;
}

/** The cards the first container should show, in order: purchasable, each article once. */
async function expectedCards(request: APIRequestContext, container: ApiContainer): Promise<ExpectedCard[]> {
  const articleIds = container.recommendations.map((item) => item.article.id);
  const response = await request.get(`${SAMPLE_API_URL}/v1/sites/1/de-DE/products`, {
    params: { articleIds: articleIds.join(','), size: String(articleIds.length) },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ApiProduct[] };
  const cards: ExpectedCard[] = [];
  for (const item of container.recommendations) {
    const product = products.find((candidate) => candidate.articles.some((article) => article.id === item.article.id));
    const chosen = product ? chooseArticle(product, item.article.variantId) : undefined;
    if (!product || !chosen || cards.some((card) => card.articleId === chosen.article.id)) continue;
    const { article, offer } = chosen;
    const referenceLabel = REFERENCE_LABELS[offer.priceType];
    cards.push({
      productName: product.name,
      articleId: article.id,
      offerId: offer.id,
      mainPrice: formatEuro(offer.price.value),
      referencePrice: offer.referencePrice ? `${referenceLabel ? `${referenceLabel} ` : ''}${formatEuro(offer.referencePrice.value)}` : undefined,
      unitPrice: article.unit && offer.unitPrice ? `(${formatEuro(offer.unitPrice.value)} / ${article.unit})` : undefined,
    });
  }
  return cards;
}

async function openHomepage(page: Page, caption: string): Promise<Locator> {
  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  // The first view fills the first screen (1280x720): the first slider's place starts just below it, and its block
  // loads once the shopper scrolls (look-ahead.ts).
  await page.evaluate(() => window.scrollBy(0, 200));
  const slider = page.getByRole('region', { name: caption });
  await expect(slider.getByRole('button', { name: 'Nächste Elemente' })).toBeVisible();
  await slider.scrollIntoViewIfNeeded();
  return slider;
}

const trackingEntries = (events: CollectedEvent[]) => events as unknown as TrackingEntry[];

test.beforeEach(async ({ page }) => declineConsent(page));

test('the homepage shows the first container with its caption and cards priced in German as the data says', async ({ page, request }) => {
  const container = await firstHomeContainer(request);
  const cards = await expectedCards(request, container);
  expect(cards.length).toBeGreaterThan(3);

  const slider = await openHomepage(page, container.caption);
  await expect(page.getByRole('heading', { level: 2, name: container.caption })).toBeVisible();
  const shown = slider.getByRole('article');
  await expect(shown).toHaveCount(cards.length);

  for (const [index, card] of cards.slice(0, 3).entries()) {
    const shownCard = shown.nth(index);
    await expect(shownCard).toBeVisible();
    await expect(shownCard.getByRole('link')).toHaveAccessibleName(card.productName);
    await expect(shownCard.getByRole('img', { name: card.productName })).toBeVisible();
    await expect(shownCard.locator('.sf-price__main')).toContainText(card.mainPrice);
    if (card.referencePrice) await expect(shownCard.locator('.sf-price__reference')).toHaveText(card.referencePrice);
    else await expect(shownCard.locator('.sf-price__reference')).toHaveCount(0);
    if (card.unitPrice) await expect(shownCard.locator('.sf-price__unit')).toContainText(card.unitPrice);
    const href = new URL((await shownCard.getByRole('link').getAttribute('href')) ?? '', page.url());
    expect(href.searchParams.get('cn')).toBe(container.name);
    expect(href.searchParams.get('pn')).toBe('web_home');
    expect(href.searchParams.get('slot')).not.toBeNull();
    expect(href.searchParams.get('strategy')).not.toBeNull();
  }
});

test('the collector receives the card impressions once each and the arrow clicks', async ({ page, request, sampleApi }) => {
  const container = await firstHomeContainer(request);
  const cards = await expectedCards(request, container);
  const slider = await openHomepage(page, container.caption);

  await expect
    .poll(async () =>
      trackingEntries(await sampleApi.events({ event: 'IMPRESSION' }))
        .filter((entry) => entry.target?.name === 'recommendation_product')
        .map((entry) => entry.target?.id),
    )
    .toContain(String(cards[0]?.articleId));

  await slider.getByRole('button', { name: 'Nächste Elemente' }).click();
  await expect(slider.getByRole('button', { name: 'Vorherige Elemente' })).toBeEnabled();
  await slider.getByRole('button', { name: 'Vorherige Elemente' }).click();

  await expect
    .poll(async () =>
      trackingEntries(await sampleApi.events({ event: 'CLICK' }))
        .filter((entry) => entry.target?.name.startsWith('recommendation_'))
        .map((entry) => `${entry.pageCode} ${entry.target?.name} ${entry.target?.id}`),
    )
    .toEqual([`web_home recommendation_next ${container.name}`, `web_home recommendation_previous ${container.name}`]);

  // Back at the start the first cards are in view again: their impressions must not be sent a second time.
  // (The homepage's other recommendation block, container_2, holds dog articles only; container_1 cat articles.)
  const firstContainerIds = new Set(cards.map((card) => String(card.articleId)));
  const ownImpressions = trackingEntries(await sampleApi.events({ event: 'IMPRESSION' }))
    .filter((entry) => entry.target?.name === 'recommendation_product' && firstContainerIds.has(entry.target.id))
    .map((entry) => entry.target?.id);
  expect(ownImpressions.length).toBeGreaterThan(0);
  expect(ownImpressions).toEqual([...new Set(ownImpressions)]);
});

test('adding the first card to the cart sends one change-article-quantity with its article and offer', async ({ page, request }) => {
  const container = await firstHomeContainer(request);
  const [first] = await expectedCards(request, container);
  if (!first) throw new Error('no purchasable card in the first container');
  const slider = await openHomepage(page, container.caption);

  const changes: Request[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/v2/cart/change-article-quantity') changes.push(sent);
  });
  const button = slider
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^In den Warenkorb/ });
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/v2/cart/change-article-quantity',
  );
  await button.click();
  expect((await answered).ok()).toBe(true);

  await expect(slider.getByRole('status').filter({ hasText: 'liegt jetzt im Warenkorb.' })).toHaveText(`${first.productName} liegt jetzt im Warenkorb.`);
  await expect(button).toHaveAttribute('aria-busy', 'false');
  expect(changes).toHaveLength(1);
  expect(changes[0]?.postDataJSON()).toEqual({
    articleId: first.articleId,
    quantity: 1,
    cartVersion: expect.any(Number),
    offerIds: [first.offerId],
    popover: false,
  });
});
