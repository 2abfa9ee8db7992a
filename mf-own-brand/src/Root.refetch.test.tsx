import { act, screen, waitFor } from '@testing-library/react';
import { configurePlatform, getStorefrontConfig } from '@storefront/platform';
import { afterThisTest, deferred, json, type ReplyFor, type RouteRequest } from '@storefront/test-support';
import { ownBrandAnswer, RECOMMENDATIONS, SAMPLE_CATEGORIES } from '../test/own-brand-fixtures';
import { categoryHeadings, renderOwnBrandPage, setUpOwnBrandPage, waitForTabs, openOwnBrandPage } from '../test/render-page';

/** Answers with captions that name the site and language asked for, so the test sees which answer is shown. */
function answerFor({ params }: RouteRequest<typeof RECOMMENDATIONS>) {
  return json(ownBrandAnswer(SAMPLE_CATEGORIES.map((category) => ({ ...category, caption: `${category.caption} (${params.site_id}/${params.language})` }))));
}

const pathsAsked = (backend: ReturnType<typeof setUpOwnBrandPage>['backend']) => backend.to(RECOMMENDATIONS).map((request) => request.url.pathname);

function changeSite(change: { siteId?: number; language?: string; featureFlags?: Record<string, string> }) {
  const config = getStorefrontConfig();
  const { featureFlags, ...site } = change;
  act(() => configurePlatform({ ...config, site: { ...config.site, ...site }, featureFlags: featureFlags ?? config.featureFlags }));
}

describe('refetching', () => {
  it('asks again, from the loading state, when the language changes', async () => {
    const { backend } = await openOwnBrandPage({ recommendations: answerFor });
    expect(categoryHeadings()[0]).toBe('Trockenfutter für Katzen (1/de)');

    changeSite({ language: 'en' });
    expect(screen.getByTestId('own-brand-loading')).toBeInTheDocument();
    await waitFor(() => expect(categoryHeadings()[0]).toBe('Trockenfutter für Katzen (1/en)'));
    expect(pathsAsked(backend)).toEqual(['/v4/sites/1/de/pages/ob_landing/recommendations', '/v4/sites/1/en/pages/ob_landing/recommendations']);
  });

  it('asks again when the site changes', async () => {
    const { backend } = await openOwnBrandPage({ recommendations: answerFor });
    changeSite({ siteId: 2 });
    await waitFor(() => expect(categoryHeadings()[0]).toBe('Trockenfutter für Katzen (2/de)'));
    expect(pathsAsked(backend)).toEqual(['/v4/sites/1/de/pages/ob_landing/recommendations', '/v4/sites/2/de/pages/ob_landing/recommendations']);
  });

  it('does not ask again when the config changes but site and language stay', async () => {
    const { backend } = await openOwnBrandPage({ recommendations: answerFor });
    changeSite({ featureFlags: { 'catalog.discover.pricing-tooltip.enabled': 'true' } });
    await act(async () => undefined);
    expect(pathsAsked(backend)).toHaveLength(1);
    expect(screen.queryByTestId('own-brand-loading')).not.toBeInTheDocument();
  });

  it('shows the answer for the latest language even when an older answer arrives after it', async () => {
    const german = deferred<ReplyFor<typeof RECOMMENDATIONS>>();
    setUpOwnBrandPage({
      recommendations: (request) => (request.params.language === 'de' ? german.promise : answerFor(request)),
    });
    renderOwnBrandPage();
    changeSite({ language: 'en' });
    await waitFor(() => expect(categoryHeadings()[0]).toBe('Trockenfutter für Katzen (1/en)'));
    // The browser reads an answer entry by entry, a zero timer between them: run every timer until none is left, so
    // the German answer has been read to its end (and shown, were it not dropped) before the check.
    jest.useFakeTimers();
    afterThisTest(() => jest.useRealTimers());
    german.resolve(answerFor({ params: { site_id: '1', language: 'de', page_type: 'ob_landing' } } as RouteRequest<typeof RECOMMENDATIONS>));
    await act(() => jest.runAllTimersAsync());
    expect(categoryHeadings()[0]).toBe('Trockenfutter für Katzen (1/en)');
  });

  it('stops listening once unmounted', async () => {
    const { backend } = setUpOwnBrandPage({ recommendations: answerFor });
    const { unmount } = renderOwnBrandPage();
    await waitForTabs();
    unmount();
    changeSite({ language: 'en' });
    await act(async () => undefined);
    expect(pathsAsked(backend)).toHaveLength(1);
  });
});
