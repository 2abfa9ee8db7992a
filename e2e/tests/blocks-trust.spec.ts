import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { declineConsent, expect, SAMPLE_API_URL, test } from '../fixtures';
import { scrollToPageEnd } from '../support/page-end';
import { expectFragmentReady } from '../support/shell-page';
import { collectPageErrors } from '../support/page-errors';

// The blocks that build trust on the homepage: magazine teaser, customer reviews, customer statistics and social
// media images, as the sample layout places them, on a phone and on a desktop screen.

interface BlockReference {
  id: string;
  contentType: string;
}

type Model = Record<string, unknown>;

/** The sample homepage's block of this content type (each of these has one) and its model as the content service serves it. */
async function sampleBlockOf(request: APIRequestContext, contentType: string): Promise<{ id: string; model: Model }> {
  const layout = await request.get(`${SAMPLE_API_URL}/content/pages/homepage`);
  const reference = ((await layout.json()) as { model: { blocks: BlockReference[] } }).model.blocks.find((block) => block.contentType === contentType);
  if (!reference) throw new Error(`The sample homepage has no ${contentType}`);
  const response = await request.get(`${SAMPLE_API_URL}/content/blocks/${reference.id}`);
  return { id: reference.id, model: ((await response.json()) as { model: Model }).model };
}

/** Each image of the element that is in view has loaded, as webp, from the image service. */
async function expectImagesInViewLoadedAsWebp(block: Locator): Promise<void> {
  await expect
    .poll(() =>
      block.locator('img').evaluateAll((images) =>
        images
          .filter((image) => {
            const box = image.getBoundingClientRect();
            const viewport = image.closest('.sf-carousel__viewport')?.getBoundingClientRect();
            const inCarousel = !viewport || (box.left >= viewport.left - 1 && box.right <= viewport.right + 1);
            return inCarousel && box.bottom > 0 && box.top < window.innerHeight;
          })
          .map(
            (image) =>
              (image as HTMLImageElement).complete &&
              (image as HTMLImageElement).naturalWidth > 0 &&
              new URL((image as HTMLImageElement).currentSrc).pathname.endsWith('.webp'),
          ),
      ),
    )
    .toEqual(expect.arrayContaining([true]));
  const shown = await block
    .locator('img')
    .evaluateAll((images) =>
      images
        .filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).currentSrc !== '')
        .map((image) => new URL((image as HTMLImageElement).currentSrc).pathname),
    );
  expect(shown.every((path) => path.endsWith('.webp'))).toBe(true);
}

/** Every link of the block stays on the shop: a path of this origin. */
async function expectSafeLinks(block: Locator): Promise<void> {
  const hrefs = await block.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).toMatch(/^(\/(?!\/)|#skip-)/);
}

async function openHomepageWithEveryBlock(page: Page): Promise<void> {
  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  await scrollToPageEnd(page);
}

const blockOf = (page: Page, id: string) => page.locator(`[data-block-id="${id}"]`);

test.beforeEach(async ({ page }) => declineConsent(page));

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test.describe(`on a ${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // One page with every block in for all of them (a full page load and scroll is the costly part): each step
    // reads what it checks from the page as the shopper left it; the keyboard steps come last.
    test('with every block in, the four trust blocks show their content, work with the keyboard and log no error', async ({ page, request, sampleApi }) => {
      const errors = collectPageErrors(page);
      await openHomepageWithEveryBlock(page);
      await test.step('the magazine teaser shows its articles with German reading times, sponsor note and magazine link', async () => {
        const { id, model } = await sampleBlockOf(request, 'MagazineTeaserCarousel');
        const articles = model.articles as Array<{ title: string; link: string; reading_time: number; sponsor_name: string | null }>;
        const block = blockOf(page, id);
        await block.scrollIntoViewIfNeeded();
        await expect(block.getByRole('heading', { level: 2, name: 'Magazin' })).toBeAttached();
        await expect(block.getByText(String(model.categoryDescription))).toBeVisible();
        const first = block.getByRole('article').first();
        await expect(first.getByRole('link', { name: articles[0]?.title })).toHaveAttribute('href', String(articles[0]?.link));
        await expect(first).toContainText(`${articles[0]?.reading_time} Min. Lesezeit`);
        const sponsored = articles.find((article) => article.sponsor_name);
        await expect(block.getByRole('article').filter({ hasText: String(sponsored?.title) })).toContainText(`Gesponsert von ${sponsored?.sponsor_name}`);
        await expect(block.getByText(/Gesponsert von/)).toHaveCount(articles.filter((article) => article.sponsor_name).length);
        await expect(block.getByRole('link', { name: String(model.browseArticleText) })).toHaveAttribute('href', String(model.homeUrl));
        await expect(first.locator('img')).toHaveAttribute('width', '300');
        await expect(first.locator('img')).toHaveAttribute('height', '200');
        await expectImagesInViewLoadedAsWebp(block);
        await expectSafeLinks(block);
      });
      await test.step('the customer reviews show their headline, reviews and ratings a screen reader can read', async () => {
        const { id, model } = await sampleBlockOf(request, 'CustomerReviewsCarousel');
        const reviews = model.reviews as Array<{ headline: string; rating: number; description: string }>;
        const block = blockOf(page, id);
        await block.scrollIntoViewIfNeeded();
        await expect(block.getByRole('heading', { level: 2, name: String(model.headline) })).toBeVisible();
        const first = block.getByRole('article').first();
        await expect(first.getByRole('heading', { level: 3, name: reviews[0]?.headline })).toBeVisible();
        await expect(first).toContainText(String(reviews[0]?.description));
        await expect(first.getByRole('img', { name: `${String(reviews[0]?.rating).replace('.', ',')} von 5 Sternen` })).toBeVisible();
        await expect(block.getByRole('img', { name: /^\d(,\d)? von 5 Sternen$/ })).toHaveCount(reviews.length);
      });
      await test.step('the customer statistics show the count and the three feature cards', async () => {
        const { id, model } = await sampleBlockOf(request, 'CustomerStatistics');
        const block = blockOf(page, id);
        await block.scrollIntoViewIfNeeded();
        await expect(block.getByRole('heading', { level: 2 })).toHaveText(`${String(model.count)} ${String(model.subtitle)}`);
        const cards = block.getByRole('group');
        await expect(cards).toHaveText([String(model.leftFeatureText), String(model.middleFeatureText), String(model.rightFeatureText)]);
        await expect(cards.first()).toBeInViewport();
        await expect(cards.first().locator('svg')).toBeVisible();
        // On a desktop screen all three are in view, without arrows.
        if (viewport.width >= 1080) {
          for (const card of await cards.all()) await expect(card).toBeInViewport();
          await expect(block.getByRole('button', { name: 'Nächste Elemente' })).toBeHidden();
        }
      });
      await test.step('the social media carousel shows its headline and images with their alt texts', async () => {
        const { id, model } = await sampleBlockOf(request, 'SocialMediaCarousel');
        const slides = model.slides as Array<{ imageAltText: string; metadata: { id: string } }>;
        const block = blockOf(page, id);
        await block.scrollIntoViewIfNeeded();
        await expect(block.getByRole('heading', { level: 2, name: String(model.headline) })).toBeVisible();
        const first = block.getByRole('img', { name: slides[0]?.imageAltText });
        await expect(first).toBeVisible();
        await expect(first).toHaveAttribute('width', '300');
        await expect(first).toHaveAttribute('height', '250');
        await expect(block.getByRole('img')).toHaveCount(slides.length);
        await expectImagesInViewLoadedAsWebp(block);
        // Seen for 500 ms: the first image's impression reaches the collector under its content id.
        await expect
          .poll(async () => (await sampleApi.events({ event: 'IMPRESSION' })).map((event) => JSON.stringify((event as { target?: unknown }).target)))
          .toContain(JSON.stringify({ name: 'social_media_image', id: slides[0]?.metadata.id }));
      });
      await test.step('the keyboard moves through the magazine carousel, and its skip link jumps over it', async () => {
        const { id, model } = await sampleBlockOf(request, 'MagazineTeaserCarousel');
        const titles = (model.articles as Array<{ title: string }>).map((article) => article.title);
        const carousel = blockOf(page, id).getByRole('region', { name: 'Artikel aus dem Magazin' });
        const skipLink = carousel.getByRole('link', { name: 'Karussell überspringen' });
        await skipLink.focus();
        await expect(skipLink).toBeVisible();
        // Tab goes from card to card; each card the keyboard reaches slides into view.
        for (const title of titles) {
          await page.keyboard.press('Tab');
          const link = carousel.getByRole('link', { name: title });
          await expect(link).toBeFocused();
          await expect(link).toBeInViewport({ ratio: 0.9 });
        }
        // The skip link leads past every card, to what follows the carousel.
        await skipLink.focus();
        await page.keyboard.press('Enter');
        await expect(page.locator(`#skip-${id}`)).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(blockOf(page, id).getByRole('link', { name: String(model.browseArticleText) })).toBeFocused();
      });
      await test.step('the arrow buttons of the reviews carousel work with the keyboard', async () => {
        const { id } = await sampleBlockOf(request, 'CustomerReviewsCarousel');
        const carousel = blockOf(page, id).getByRole('region', { name: 'Kundenbewertungen' });
        const firstReview = carousel.getByRole('article').first();
        const next = carousel.getByRole('button', { name: 'Nächste Elemente' });
        const previous = carousel.getByRole('button', { name: 'Vorherige Elemente' });
        await carousel.getByRole('link', { name: 'Karussell überspringen' }).focus();
        await page.keyboard.press('Tab');
        await expect(previous).toBeDisabled();
        await next.focus();
        await page.keyboard.press('Enter');
        await expect(previous).toBeEnabled();
        await expect(firstReview).not.toBeInViewport();
        await previous.focus();
        await page.keyboard.press('Space');
        await expect(firstReview).toBeInViewport();
      });
      expect(errors).toEqual([]);
    });
  });
}
