// Images come back in the requested width and format (checked with sharp's metadata).
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ORIGIN, testServer } from './helpers/server';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testServer());
});
afterAll(() => app.close());

async function image(url: string) {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(200);
  const meta = await sharp(response.rawPayload).metadata();
  return { response, meta };
}

describe('image service', () => {
  test.each([
    ['/images/products/180101.jpg?w=190', 'jpeg', 'image/jpeg', 190, 190],
    ['/images/products/180101.webp?w=190', 'webp', 'image/webp', 190, 190],
    ['/images/products/330104.webp?w=1', 'webp', 'image/webp', 1, 1],
    ['/images/content/hero-zoopunkte-desktop.jpg?w=1200', 'jpeg', 'image/jpeg', 1200, 333],
    ['/images/content/hero-zoopunkte-desktop.webp?w=2000', 'webp', 'image/webp', 2000, 556],
    ['/images/content/magazin-501.webp?w=300', 'webp', 'image/webp', 300, 200],
    ['/images/content/social-1.jpg?w=600', 'jpeg', 'image/jpeg', 600, 500],
    ['/images/content/logo-zooplus.webp?w=159', 'webp', 'image/webp', 159, 44],
    ['/images/content/pet-cat.jpg?w=270', 'jpeg', 'image/jpeg', 270, 270],
  ])('%s -> %s %sx', async (url, format, contentType, width, height) => {
    const { response, meta } = await image(url);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(meta.format).toBe(format);
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(height);
  });

  test('without w the picture comes in its natural width', async () => {
    const { meta } = await image('/images/content/brand-royal_canin.jpg');
    expect([meta.width, meta.height]).toEqual([155, 108]);
    expect((await image('/images/products/240101.jpg')).meta.width).toBe(400);
  });

  test('every product and own-brand image URL in the answers is absolute and loads', async () => {
    const products = (await app.inject('/v1/sites/1/de-DE/products?size=3')).json() as { products: Array<{ pictureUrl: string }> };
    const ownBrand = (await app.inject('/v4/sites/1/de/pages/ob_landing/recommendations')).json() as { containers: Array<{ mobileBannerImage: string }> };
    const urls = [...products.products.map((p) => p.pictureUrl), ...ownBrand.containers.map((c) => c.mobileBannerImage)];
    for (const url of urls) {
      expect(url.startsWith(`${ORIGIN}/images/`)).toBe(true);
      const { meta } = await image(`${url.slice(ORIGIN.length)}?w=100`);
      expect(meta.width).toBe(100);
    }
  });

  test.each([
    ['/images/products/180101.jpg?w=0', 400],
    ['/images/products/180101.jpg?w=2001', 400],
    ['/images/products/180101.jpg?w=abc', 400],
    ['/images/products/180101.png', 404],
    ['/images/products/123.jpg', 404],
    ['/images/content/unknown-picture.webp', 404],
  ])('%s -> %i JSON error', async (url, status) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  });
});
