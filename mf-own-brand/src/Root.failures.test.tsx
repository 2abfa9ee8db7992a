import { PAGE_LENGTH_PENDING_ATTRIBUTE } from '@storefront/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { failRemoteModule, httpError, json, networkError, raw, setUpPlatform, text, type Reply } from '@storefront/test-support';
import { ownBrandAnswer, PRODUCTS, SAMPLE_CATEGORIES } from '../test/own-brand-fixtures';
import { activePanel, categoryHeadings, renderOwnBrandPage, setUpOwnBrandPage, openOwnBrandPage } from '../test/render-page';

async function expectUnavailableMessage(): Promise<void> {
  const message = await screen.findByText('Unsere Eigenmarken können wir Ihnen gerade nicht zeigen. Bitte versuchen Sie es später noch einmal.');
  const shop = screen.getByRole('link', { name: 'Weiter zum Shop' });
  expect(shop).toHaveAttribute('href', '/');
  expect(message.parentElement).toContainElement(shop);
}

describe('the recommendations call failing', () => {
  it.each<[string, Reply, string, number | undefined]>([
    ['HTTP 500', httpError(500), 'Request failed with status code 500', 500],
    ['a network error', networkError(), 'Network Error', undefined],
    [
      'an answer without a list',
      raw({ containers: { 'dry-food-cats': [] } }),
      'getRecommendationsV4 answered a malformed body: containers: Invalid type: Expected Array but received Object',
      undefined,
    ],
    [
      'a body that is not JSON',
      text('<html>Wartung</html>'),
      'getRecommendationsV4 answered a malformed body: (body): Invalid type: Expected Object but received "<html>Wartung</html>"',
      undefined,
    ],
  ])('on %s: the heading, a short German message with a link to the shop; reported', async (_case, answer, message, status) => {
    const { reports, backend } = setUpOwnBrandPage({ recommendations: () => answer as Reply<never> });
    renderOwnBrandPage();
    await expectUnavailableMessage();

    expect(screen.getByRole('heading', { level: 1, name: 'Unsere Eigenmarken' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByTestId('own-brand-loading')).not.toBeInTheDocument();
    expect(document.getElementById('recommendation')).toHaveAttribute('aria-busy', 'false');
    expect(document.querySelector('.ob-page')).not.toHaveAttribute(PAGE_LENGTH_PENDING_ATTRIBUTE);
    expect(backend.to(PRODUCTS)).toEqual([]);
    const http = status === undefined ? {} : { status, url: '/v4/sites/1/de/pages/ob_landing/recommendations', method: 'get' };
    expect(reports.map((report) => [report.message, report.context])).toEqual([
      [
        message,
        expect.objectContaining({
          operation: 'getRecommendationsV4',
          fragment: 'mf-own-brand',
          consequence: 'own-brand page shows its unavailable message',
          ...http,
        }),
      ],
    ]);
  });

  it('reports the required-parameter error of a site without language and makes no call', async () => {
    const { reports, backend } = setUpOwnBrandPage();
    const local = setUpPlatform();
    setUpPlatform({ site: { ...local.site, language: undefined as unknown as string } });
    renderOwnBrandPage();
    await expectUnavailableMessage();
    expect(backend.requests).toEqual([]);
    expect(reports.map((report) => report.message)).toEqual(['Required parameter language was null or undefined when calling getRecommendationsV4.']);
  });
});

describe('partial data', () => {
  it('builds the cards from the recommender items when the catalogue fails, and reports that', async () => {
    const { reports } = await openOwnBrandPage({ products: () => httpError(503) });
    expect(within(activePanel()).getAllByText('keine Katalogprodukte')).toHaveLength(3);
    expect(reports.map((report) => [report.message, report.context.operation, report.context.consequence])).toEqual([
      ['Request failed with status code 503', 'getProductsByArticleIds', 'cards built from the recommender items'],
    ]);
  });

  it('shows the other categories when entries are broken or wrongly typed, and reports every problem once', async () => {
    const answer: { containers: unknown[] } = ownBrandAnswer();
    answer.containers[0] = { ...(answer.containers[0] as object), caption: null };
    answer.containers[5] = { ...(answer.containers[5] as object), mobileBannerImageAltText: 42 };
    answer.containers.push(answer.containers[6]);
    const { reports } = await openOwnBrandPage({ recommendations: () => raw(answer) });
    expect(categoryHeadings()).toEqual(['Nassfutter für Katzen', 'Katzensnacks']);
    expect(reports.map((report) => report.message)).toEqual([
      'Own-brand recommendations have unusable data: entry 1 left out: caption: Invalid type: Expected string but received null; ' +
        'entry 6 (wet-food-dogs): mobileBannerImageAltText: Invalid type: Expected string but received 42; ' +
        'the answer has 8 entries; those after entry 7 belong to no tab and are left out',
    ]);
  });

  it('shows the message in a tab that has no slider left, and the other tab as usual', async () => {
    const fewDogItems = SAMPLE_CATEGORIES.map((category) => (category.id.endsWith('dogs') ? { ...category, items: 4 } : category));
    const { reports } = setUpOwnBrandPage({ url: '/eigenmarken?type=dog', recommendations: () => json(ownBrandAnswer(fewDogItems)) });
    renderOwnBrandPage();
    await screen.findByRole('tablist');
    await expectUnavailableMessage();
    expect(activePanel()).toContainElement(screen.getByRole('link', { name: 'Weiter zum Shop' }));
    expect(within(activePanel()).queryByRole('navigation')).not.toBeInTheDocument();
    screen.getByRole('tab', { name: 'Katze' }).click();
    await waitFor(() => expect(categoryHeadings()).toEqual(['Trockenfutter für Katzen', 'Nassfutter für Katzen', 'Katzensnacks']));
    expect(reports).toEqual([]);
  });

  it('shows the message in both tabs for an empty answer', async () => {
    setUpOwnBrandPage({ recommendations: () => json({ containers: [] }) });
    renderOwnBrandPage();
    await screen.findByRole('tablist');
    await expectUnavailableMessage();
    screen.getByRole('tab', { name: 'Hund' }).click();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Hund' })).toHaveAttribute('aria-selected', 'true'));
    await expectUnavailableMessage();
  });

  it('keeps headings, banners and show-more links when mf-recommendations is down, and reports it', async () => {
    const { reports } = setUpOwnBrandPage({ url: '/eigenmarken?type=dog' });
    failRemoteModule('mf_recommendations/RecommendationSlider');
    renderOwnBrandPage();
    await screen.findByRole('tablist');
    await waitFor(() => expect(reports.map((report) => report.context.remoteModule)).toContain('mf_recommendations/RecommendationSlider'));
    expect(categoryHeadings()).toEqual(['Trockenfutter für Hunde', 'Nassfutter für Hunde', 'Hundesnacks']);
    expect(screen.queryByTestId('recommendation-slider')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Mehr anzeigen' })).toHaveLength(3);
    expect(document.querySelectorAll('.ob-category__slider--failed')).toHaveLength(3);
  });
});
