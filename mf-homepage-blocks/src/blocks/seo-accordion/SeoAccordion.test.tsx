import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { activeContentIn, XSS_MARKUP_PAYLOADS } from '@storefront/test-support';
import { setUpPlatform } from '@storefront/test-support';
import { sampleBlock } from '../../test-support/sample-data';
import { SeoAccordion } from './SeoAccordion';
import { seoAccordionSchema, type SeoAccordionModel } from './seo-accordion-model';

const model = v.parse(seoAccordionSchema, sampleBlock('seo-accordion'));

const QUESTIONS = [
  'Welches Tierfutter ist das richtige?',
  'Wie hoch sind die Versandkosten?',
  'Wie funktionieren zooPunkte?',
  'Welche Cookies verwendet zooplus?',
];

function jsonLd(container: HTMLElement): unknown {
  const script = container.querySelector('script[type="application/ld+json"]');
  return script ? JSON.parse(script.textContent ?? '') : undefined;
}

beforeEach(() => setUpPlatform());

describe('SeoAccordion', () => {
  it('shows the cleaned headline as an h2 naming the section, and the intro text', () => {
    render(<SeoAccordion model={model} blockId="seo-accordion" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Tierbedarf online kaufen bei zooplus');
    expect(screen.getByRole('region', { name: 'Tierbedarf online kaufen bei zooplus' })).toBeInTheDocument();
    expect(screen.getByText(/über 8.000 Produkte/)).toBeInTheDocument();
  });

  it('cleans the intro text: empty elements removed, its headings from h3 on', () => {
    const intro = '<p></p><h1>Unser Sortiment</h1><p>Alles für Hund und Katze.</p><h2>Eigenmarken</h2><p>Purizon und Wolf of Wilderness.</p>';
    render(<SeoAccordion model={{ ...model, html: intro, items: [] }} blockId="seo-accordion" />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Unser Sortiment' });
    expect(screen.getByRole('heading', { level: 4, name: 'Eigenmarken' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(heading.parentElement?.querySelectorAll(':empty')).toHaveLength(0);
  });

  it("cleans an answer's text: empty elements removed, its headings from h4 on", async () => {
    const text = '<h1></h1><p>Das hängt vom Tier ab.</p><p></p><h2>Gut zu wissen</h2><p>Fragen Sie Ihren Tierarzt.</p>';
    render(<SeoAccordion model={{ ...model, items: [{ headline: 'Welches Futter?', text }] }} blockId="seo-accordion" />);
    await userEvent.click(screen.getByRole('button', { name: 'Welches Futter?' }));
    const panel = screen.getByRole('region', { name: 'Welches Futter?' });
    expect(within(panel).getByText('Das hängt vom Tier ab.')).toBeVisible();
    expect(within(panel).getByRole('heading', { level: 4, name: 'Gut zu wissen' })).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Gut zu wissen']);
    expect(panel.querySelectorAll(':empty')).toHaveLength(0);
  });

  it('shows every question as an h3 with a collapsed button; no h1 comes from content', () => {
    render(<SeoAccordion model={model} blockId="seo-accordion" />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(QUESTIONS);
    QUESTIONS.forEach((question) => expect(screen.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByText('Das hängt von Alter, Größe und Aktivität Ihres Tieres ab.')).not.toBeVisible();
  });

  it('opens and closes an answer with its button', async () => {
    render(<SeoAccordion model={model} blockId="seo-accordion" />);
    const button = screen.getByRole('button', { name: QUESTIONS[0] });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: QUESTIONS[0] });
    expect(panel).toBeVisible();
    expect(within(panel).getByText('Das hängt von Alter, Größe und Aktivität Ihres Tieres ab.')).toBeVisible();
    expect(within(panel).getByRole('heading', { level: 4, name: 'Kurz gesagt' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Purizon' })).toHaveAttribute('href', '/shop/eigenmarken/purizon');
    expect(within(panel).getByRole('img', { name: 'Futternapf mit Trockenfutter' })).toHaveAttribute('width', '300');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('shows the table and the cookie-settings text in their answers', async () => {
    render(<SeoAccordion model={model} blockId="seo-accordion" />);
    await userEvent.click(screen.getByRole('button', { name: QUESTIONS[1] }));
    expect(within(screen.getByRole('region', { name: QUESTIONS[1] })).getByRole('table')).toHaveTextContent('ab 49 €gratis');
    await userEvent.click(screen.getByRole('button', { name: QUESTIONS[3] }));
    expect(within(screen.getByRole('region', { name: QUESTIONS[3] })).getByText('Cookie-Einstellungen ändern')).toBeVisible();
  });

  it('publishes the questions as schema.org FAQPage JSON-LD with plain-text answers', () => {
    const { container } = render(<SeoAccordion model={model} blockId="seo-accordion" />);
    const data = jsonLd(container) as { '@context': string; '@type': string; mainEntity: Array<Record<string, unknown>> };
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(QUESTIONS);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: QUESTIONS[0],
      acceptedAnswer: {
        '@type': 'Answer',
        text: 'Kurz gesagt Das hängt von Alter, Größe und Aktivität Ihres Tieres ab. Unsere Eigenmarken wie Purizon bieten für jede Lebensphase passende Rezepturen.',
      },
    });
  });

  it('publishes no JSON-LD when FAQScript is off', () => {
    const { container } = render(<SeoAccordion model={{ ...model, FAQScript: false }} blockId="seo-accordion" />);
    expect(jsonLd(container)).toBeUndefined();
  });

  it('keeps the JSON-LD script closed when content contains </script>', () => {
    const hostile: SeoAccordionModel = { ...model, items: [{ headline: 'Frage</script><script>alert(1)</script>', text: 'Antwort' }] };
    const { container } = render(<SeoAccordion model={hostile} blockId="seo-accordion" />);
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(container.querySelector('script')?.innerHTML).not.toContain('<');
  });

  const RICH_TEXT_FIELDS: Array<[string, (html: string) => SeoAccordionModel]> = [
    ['headline', (html) => ({ ...model, headline: html })],
    ['html', (html) => ({ ...model, html })],
    ['items[].headline', (html) => ({ ...model, items: [{ headline: html, text: 'Antwort' }] })],
    ['items[].text', (html) => ({ ...model, items: [{ headline: 'Frage', text: html }] })],
    ['items[].text2', (html) => ({ ...model, items: [{ headline: 'Frage', text2: html }] })],
    ['items[].table', (html) => ({ ...model, items: [{ headline: 'Frage', table: html }] })],
    ['items[].cookieSettingText', (html) => ({ ...model, items: [{ headline: 'Frage', cookieSettingText: html }] })],
  ];

  describe.each(RICH_TEXT_FIELDS)('rich-text field %s', (_field, withField) => {
    it.each(XSS_MARKUP_PAYLOADS.map((payload) => [payload]))('is rendered without the active part of %j', (payload) => {
      const { container } = render(<SeoAccordion model={withField(`<p>Sicherer Text</p>${payload}`)} blockId="seo-accordion" />);
      expect(container).toHaveTextContent('Sicherer Text');
      expect(activeContentIn(container)).toEqual([]);
    });
  });

  it('accepts the sample data and refuses items without a headline', () => {
    expect(v.safeParse(seoAccordionSchema, sampleBlock('seo-accordion')).success).toBe(true);
    expect(v.safeParse(seoAccordionSchema, { ...model, items: [{ text: 'Antwort' }] }).success).toBe(false);
    expect(v.safeParse(seoAccordionSchema, { ...model, items: null }).success).toBe(false);
  });
});
