import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { installFakeTracker } from '@storefront/test-support';
import { itScrollsBy } from '../../test-support/carousel-scroll-counts';
import { renderOnHomepage } from '../../test-support/render-on-homepage';
import { sampleBlock } from '../../test-support/sample-data';
import { MagazineTeaserCarousel } from './MagazineTeaserCarousel';
import { magazineTeaserSchema, type MagazineArticleModel, type MagazineTeaserModel } from './magazine-teaser-model';

const article = (fields: Partial<MagazineArticleModel> & Pick<MagazineArticleModel, 'ID' | 'title'>): MagazineArticleModel => ({
  link: `/magazin/katzen/${String(fields.ID)}`,
  excerpt: 'Kurz erklärt.',
  thumbnail: `https://media.zooplus.de/magazin/${String(fields.ID)}.jpg`,
  reading_time: 5,
  sponsor_name: null,
  ...fields,
});

const model: MagazineTeaserModel = {
  petType: 'cat',
  magazineLogo: 'https://media.zooplus.de/magazin/logo.jpg',
  categoryDescription: 'Ratgeber rund um Ihre Katze.',
  homeUrl: '/magazin/katzen',
  browseArticleText: 'Alle Artikel im Magazin',
  articles: [
    article({ ID: 501, title: 'Katze richtig füttern', reading_time: 6 }),
    article({ ID: 503, title: 'Getreidefrei – was steckt dahinter?', sponsor_name: 'Purizon' }),
    article({ ID: 504, title: 'Die richtige Katzenstreu finden' }),
    article({ ID: 505, title: 'Senior-Katzen' }),
    article({ ID: 506, title: 'Katzen und Wasser' }),
  ],
};

function renderMagazine(magazine: MagazineTeaserModel = model) {
  return renderOnHomepage(<MagazineTeaserCarousel model={magazine} blockId="magazine-teaser" />);
}

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;

describe('MagazineTeaserCarousel', () => {
  it('is a region headed "Magazin" with the logo, the category description and a carousel of the articles', () => {
    renderMagazine();
    const block = screen.getByRole('region', { name: 'Magazin' });
    expect(within(block).getByRole('heading', { level: 2, name: 'Magazin' })).toBeInTheDocument();
    expect(block).toHaveTextContent('Ratgeber rund um Ihre Katze.');
    const carousel = within(block).getByRole('region', { name: 'Artikel aus dem Magazin' });
    expect(within(carousel).getAllByRole('article')).toHaveLength(5);
    expect(within(carousel).getByRole('link', { name: 'Karussell überspringen' })).toHaveAttribute('href', '#skip-magazine-teaser');
    expect(within(carousel).getByRole('button', { name: 'Nächste Elemente' })).toBeInTheDocument();
  });

  it('shows each article as a card linking to it, with title, excerpt and a 300x200 thumbnail', () => {
    renderMagazine();
    const first = card('Katze richtig füttern');
    expect(within(first).getByRole('link', { name: 'Katze richtig füttern' })).toHaveAttribute('href', '/magazin/katzen/501');
    expect(first).toHaveTextContent('Kurz erklärt.');
    const thumbnail = first.querySelector('img') as HTMLImageElement;
    expect(thumbnail).toHaveAttribute('width', '300');
    expect(thumbnail).toHaveAttribute('height', '200');
    expect(thumbnail).toHaveAttribute('alt', '');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail.getAttribute('srcset')).toContain('https://media.zooplus.de/magazin/501.jpg?w=300 300w');
    expect(first.querySelector('source')?.getAttribute('srcset')).toContain('https://media.zooplus.de/magazin/501.webp?w=600 600w');
    expect(thumbnail.getAttribute('sizes')).toBe(
      '(min-width: 1600px) 314px, (min-width: 1440px) 424px, (min-width: 1280px) calc((100vw - 168px) / 3), (min-width: 850px) calc((100vw - 152px) / 2), (min-width: 544px) calc(100vw - 136px), calc(100vw - 32px)',
    );
  });

  it('says how long an article takes to read, in German', () => {
    renderMagazine();
    expect(card('Katze richtig füttern')).toHaveTextContent('6 Min. Lesezeit');
    expect(card('Senior-Katzen')).toHaveTextContent('5 Min. Lesezeit');
    renderMagazine({ ...model, articles: [article({ ID: 1, title: 'Ohne Angabe', reading_time: null })] });
    expect(card('Ohne Angabe')).not.toHaveTextContent('Lesezeit');
  });

  it('notes the sponsor of a sponsored article, and nothing on the others', () => {
    renderMagazine();
    expect(card('Getreidefrei – was steckt dahinter?')).toHaveTextContent('Gesponsert von Purizon');
    expect(card('Katze richtig füttern')).not.toHaveTextContent('Gesponsert');
    expect(screen.getAllByText(/Gesponsert von/)).toHaveLength(1);
  });

  it.each([null, undefined, ''])('shows no sponsor note when sponsor_name is %p', (sponsor) => {
    renderMagazine({ ...model, articles: [article({ ID: 1, title: 'Ohne Sponsor', sponsor_name: sponsor })] });
    expect(card('Ohne Sponsor')).not.toHaveTextContent('Gesponsert');
  });

  it('links to the magazine home page with the browse text', () => {
    renderMagazine();
    expect(screen.getByRole('link', { name: 'Alle Artikel im Magazin' })).toHaveAttribute('href', '/magazin/katzen');
  });

  it.each<[string, Partial<MagazineTeaserModel>]>([
    ['an unsafe home URL', { homeUrl: 'javascript:alert(1)' }],
    ['a foreign home URL', { homeUrl: 'https://evil.example/magazin' }],
    ['no home URL', { homeUrl: null }],
    ['no browse text', { browseArticleText: '' }],
  ])('has no home link with %s', (_case, fields) => {
    renderMagazine({ ...model, ...fields });
    expect(screen.queryByRole('link', { name: 'Alle Artikel im Magazin' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /magazin/i })).toEqual([]);
  });

  it('shows an article with an unsafe link without a link', () => {
    renderMagazine({ ...model, articles: [article({ ID: 7, title: 'Gefährlich', link: 'javascript:alert(1)' })] });
    expect(card('Gefährlich')).toBeInTheDocument();
    expect(within(card('Gefährlich')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "Magazin" in text when there is no logo', () => {
    renderMagazine({ ...model, magazineLogo: null });
    expect(screen.getByRole('heading', { level: 2, name: 'Magazin' })).not.toContainElement(document.querySelector('img'));
  });

  it('renders nothing without articles', () => {
    const { container } = renderMagazine({ ...model, articles: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it('tracks each card as seen after the banner delay and each click, under the article id; the home link under the block id', async () => {
    const tracker = installFakeTracker();
    renderMagazine();
    await waitFor(() => expect(tracker.observations).toHaveLength(5));
    expect(tracker.observations.map((observation) => [observation.element, observation.options])).toEqual(
      screen.getAllByRole('article').map((element) => [element, { delayMs: BANNER_IMPRESSION_DELAY_MS }]),
    );
    tracker.observations[1]?.show();
    const links = [screen.getByRole('link', { name: 'Getreidefrei – was steckt dahinter?' }), screen.getByRole('link', { name: 'Alle Artikel im Magazin' })];
    links.forEach((link) => link.addEventListener('click', (event) => event.preventDefault()));
    for (const link of links) await userEvent.click(link);
    await waitFor(() => expect(tracker.events).toHaveLength(3));
    expect(tracker.events).toEqual([
      { event: 'IMPRESSION', context: { pageCode: 'web_home' }, target: { name: 'magazine_article', id: '503' } },
      { event: 'CLICK', context: { pageCode: 'web_home' }, target: { name: 'magazine_article', id: '503' } },
      { event: 'CLICK', context: { pageCode: 'web_home' }, target: { name: 'magazine_home', id: 'magazine-teaser' } },
    ]);
  });

  // Spec section 9: magazine 1, 2 from 850, 3 from 1280, 4 from 1600 px.
  itScrollsBy(
    [
      [320, 1],
      [849, 1],
      [850, 2],
      [1279, 2],
      [1280, 3],
      [1599, 3],
      [1600, 4],
      [1920, 4],
    ],
    () => {
      renderMagazine();
      return screen.getByRole('region', { name: 'Artikel aus dem Magazin' });
    },
  );

  it('accepts the sample data and refuses a model without an article list or with an article without a title', () => {
    const sample = sampleBlock('magazine-teaser');
    expect(v.safeParse(magazineTeaserSchema, sample).success).toBe(true);
    expect(v.safeParse(magazineTeaserSchema, { ...sample, articles: null }).success).toBe(false);
    expect(v.safeParse(magazineTeaserSchema, { ...sample, articles: [{ ID: 1, link: '/magazin' }] }).success).toBe(false);
    expect(v.safeParse(magazineTeaserSchema, { articles: [{ ID: 1, title: 'Nur das Nötigste', link: '/magazin' }] }).success).toBe(true);
  });
});
