// Content pages and blocks: order, preview drafts, correlation id, relative dates, 404s.
import type { FastifyInstance } from 'fastify';
import { FIXED_NOW, ORIGIN, testServer } from './helpers/server';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testServer());
});
afterAll(() => app.close());

const HOMEPAGE_ORDER = [
  'promo-bar',
  'soft-redirect',
  'hero-banner-carousel',
  'value-proposition-strip',
  'recommendation-slider-0',
  'recommendation-slider-1',
  'feature-zone-purizon',
  'pet-selector',
  'special-offers-grid',
  'secondary-hero-banner',
  'brand-carousel',
  'own-brands-carousel',
  'tab-container',
  'category-selector',
  'pet-section-hund',
  'pet-section-katze',
  'feature-zone-royal-canin',
  'special-offers-carousel',
  'responsive-banner-zooclub',
  'magazine-teaser',
  'customer-reviews',
  'customer-statistics',
  'social-media-carousel',
  'countdown-banner',
  'seo-accordion',
  'terms-text-block',
  'login-or-reorder-button',
  'go-to-top-button',
];

describe('content', () => {
  test('the homepage layout lists the blocks in homepage order', async () => {
    const response = await app.inject({ url: '/content/pages/homepage', headers: { accept: 'application/json', 'x-correlation-id': 'abc-123' } });
    expect(response.headers['x-correlation-id']).toBe('abc-123');
    const { model } = response.json() as { model: { metadata: unknown; blocks: Array<{ id: string }> } };
    expect(model.metadata).toEqual({ contentType: 'PageLayout', id: 'homepage' });
    expect(model.blocks.map((b) => b.id)).toEqual(HOMEPAGE_ORDER);
  });

  test('preview=true serves the draft when there is one, the published model otherwise', async () => {
    const published = (await app.inject('/content/blocks/promo-bar')).json();
    const draft = (await app.inject('/content/blocks/promo-bar?preview=true')).json();
    expect(published.model.promoType).toBe('special');
    expect(draft.model).toMatchObject({ metadata: { contentType: 'PromoBar', id: 'promo-bar' }, promoType: 'info' });
    expect(draft.model.title).toMatch(/^VORSCHAU/);
    expect((await app.inject('/content/blocks/go-to-top-button?preview=true')).json()).toEqual((await app.inject('/content/blocks/go-to-top-button')).json());
  });

  test('the countdown ends three weeks after today (relative to the server clock)', async () => {
    const { model } = (await app.inject('/content/blocks/countdown-banner')).json();
    const today = Date.UTC(FIXED_NOW.getUTCFullYear(), FIXED_NOW.getUTCMonth(), FIXED_NOW.getUTCDate());
    expect(model.endDate).toBe(new Date(today + 21 * 86_400_000).toISOString());
  });

  test('image URLs are absolute, links are relative shop paths', async () => {
    const { model } = (await app.inject('/content/blocks/hero-banner-carousel')).json();
    for (const slide of model.slides) {
      expect(slide.desktopImage).toMatch(new RegExp(`^${ORIGIN}/images/content/.+\\.jpg$`));
      expect(slide.targetLink).toMatch(/^\/(shop|zooclub)\//);
    }
  });

  test('value props carry the H1 and mark the bonus-points item; the SEO accordion has messy headings', async () => {
    const strip = (await app.inject('/content/blocks/value-proposition-strip')).json().model;
    expect(strip.title).toBe('Tierbedarf & Tierfutter online kaufen');
    expect(strip.middle).toMatchObject({ type: 'bonusPoints', urlLink: '/zooclub/overview' });
    const seo = (await app.inject('/content/blocks/seo-accordion')).json().model;
    const markup = JSON.stringify(seo.items);
    expect(markup).toContain('<p></p>');
    expect(markup).toContain('<h1>');
    expect(markup).toContain('<h4>');
  });

  test('unknown ids are 404 JSON; the broken example has a wrong content type', async () => {
    expect((await app.inject('/content/blocks/does-not-exist')).json()).toEqual({ error: 'unknown-block', message: 'Unknown content block "does-not-exist"' });
    expect((await app.inject('/content/pages/nope')).json()).toEqual({ error: 'unknown-page', message: 'Unknown content page "nope"' });
    const broken = (await app.inject('/content/blocks/broken-example')).json();
    expect(broken.model.metadata).toEqual({ contentType: 'PromoBarLegacy', id: 'broken-example' });
  });
});
