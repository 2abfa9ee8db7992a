import { setUpPlatform } from '@storefront/test-support';
import { contentBackend } from '../test-support/content-backend';
import { pageLayout, requestPageLayoutAhead } from './page-layout';

const layout = [{ id: 'promo-bar', contentType: 'PromoBar' }];

function layoutRequests(): () => number {
  const backend = contentBackend(layout, {});
  return () => backend.to('GET /content/pages/{pageId}').length;
}

beforeEach(() => setUpPlatform());

describe('the page layout asked for ahead', () => {
  it('is the first render’s layout: one request, sent before the page asks', async () => {
    const requests = layoutRequests();
    requestPageLayoutAhead('homepage');
    await expect(pageLayout('homepage')).resolves.toEqual(layout);
    expect(requests()).toBe(1);
  });

  it('is used once: the page shown again asks anew', async () => {
    const requests = layoutRequests();
    requestPageLayoutAhead('homepage');
    await pageLayout('homepage');
    await expect(pageLayout('homepage')).resolves.toEqual(layout);
    expect(requests()).toBe(2);
  });

  it('is not another page’s layout', async () => {
    const requests = layoutRequests();
    requestPageLayoutAhead('other-page');
    await expect(pageLayout('homepage')).resolves.toEqual(layout);
    expect(requests()).toBe(2);
  });
});
