import { act, render, screen, waitFor } from '@testing-library/react';
import type { ErrorReport } from '@storefront/platform';
import { clearAllCookies, collectReports, deferred, httpError, raw, setUpPlatform } from '@storefront/test-support';
import { HomePage } from './HomePage';
import { blockReply, contentBackend, contentModel, type BlockReply } from './test-support/content-backend';

const promoBar = contentModel('PromoBar', 'promo-bar', {
  title: 'Gratis Versand ab 49 €',
  linkText: 'Zu den Angeboten',
  targetLink: '/shop/angebote',
  promoType: 'info',
});
const terms = contentModel('TermsTextBlock', 'terms', { termsAndConditionsText: '<p>Alle Preise inkl. MwSt.</p>' });
const login = contentModel('LoginOrReorderButton', 'login', { loginLabel: 'Jetzt anmelden', reorderLabel: 'Erneut bestellen' });

const LAYOUT = [
  { id: 'promo-bar', contentType: 'PromoBar' },
  { id: 'terms', contentType: 'TermsTextBlock' },
  { id: 'login', contentType: 'LoginOrReorderButton' },
];

let reports: ErrorReport[];

beforeEach(() => {
  setUpPlatform();
  clearAllCookies();
  window.history.replaceState(null, '', '/');
  reports = collectReports();
});

async function allThreeRendered() {
  await screen.findByText('Gratis Versand ab 49 €');
  await screen.findByText('Alle Preise inkl. MwSt.');
  await screen.findByRole('link', { name: 'Jetzt anmelden' });
}

/** The blocks a shopper sees (blocks still waiting for the ones above them are mounted but hidden). */
function renderedBlockIds(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('[data-block-id]:not([hidden])'), (element) => element.getAttribute('data-block-id') ?? '');
}

describe('homepage pipeline', () => {
  it('shows the blocks in the order of the layout: blocks whose models came first wait for a slower one above them', async () => {
    const slowPromo = deferred<BlockReply>();
    contentBackend(LAYOUT, { 'promo-bar': () => slowPromo.promise, terms, login });
    const { container } = render(<HomePage />);
    // terms and login are there, mounted but hidden, while the promo bar's place is held
    await waitFor(() => expect(container.querySelector('[data-block-id="login"]')).toBeInTheDocument());
    expect(renderedBlockIds(container)).toEqual([]);
    expect(container.querySelectorAll('[data-block-placeholder]')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Jetzt anmelden' })).not.toBeInTheDocument();
    slowPromo.resolve(blockReply(promoBar));
    await screen.findByRole('link', { name: 'Jetzt anmelden' });
    expect(renderedBlockIds(container)).toEqual(['promo-bar', 'terms', 'login']);
    expect(container.querySelectorAll('[data-block-placeholder]')).toHaveLength(0);
  });

  it('fetches the block models in parallel once the layout is known', async () => {
    const answers = { 'promo-bar': deferred<BlockReply>(), terms: deferred<BlockReply>(), login: deferred<BlockReply>() };
    const { requests: seen } = contentBackend(LAYOUT, {
      'promo-bar': () => answers['promo-bar'].promise,
      terms: () => answers.terms.promise,
      login: () => answers.login.promise,
    });
    render(<HomePage />);
    await waitFor(() => expect(seen).toHaveLength(4));
    expect(seen.map((request) => request.url.pathname)).toEqual([
      '/content/pages/homepage',
      '/content/blocks/promo-bar',
      '/content/blocks/terms',
      '/content/blocks/login',
    ]);
    answers['promo-bar'].resolve(blockReply(promoBar));
    answers.terms.resolve(blockReply(terms));
    answers.login.resolve(blockReply(login));
    await allThreeRendered();
  });

  it('asks for the block models one task apart, in the order of the layout, so no single task does them all', async () => {
    jest.useFakeTimers();
    try {
      const { requests: seen } = contentBackend(LAYOUT, { 'promo-bar': promoBar, terms, login });
      render(<HomePage />);
      const paths = () => seen.map((request) => request.url.pathname);
      // Promises only, no timer: the layout is answered and the first model asked for, in the same task.
      for (let turn = 0; turn < 20; turn += 1) await act(() => Promise.resolve());
      expect(paths()).toEqual(['/content/pages/homepage', '/content/blocks/promo-bar']);
      // The others only once the main thread has been handed back, still in layout order.
      await act(() => jest.runAllTimersAsync());
      expect(paths()).toEqual(['/content/pages/homepage', '/content/blocks/promo-bar', '/content/blocks/terms', '/content/blocks/login']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for JSON with one x-correlation-id for every content call of the page, and no preview', async () => {
    const { requests: seen } = contentBackend(LAYOUT, { 'promo-bar': promoBar, terms, login });
    render(<HomePage />);
    await allThreeRendered();
    expect(seen).toHaveLength(4);
    const ids = new Set(seen.map((request) => request.headers.get('x-correlation-id')));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^[0-9a-f-]{32,36}$/);
    seen.forEach((request) => {
      expect(request.method).toBe('GET');
      expect(request.headers.get('accept')).toContain('application/json');
      expect(request.url.searchParams.has('preview')).toBe(false);
      expect(request.url.origin).toBe('http://localhost:8090');
      expect(request.headers.get('x-caller')).toBe('pet-storefront-web/mf-homepage-blocks');
    });
  });

  it('asks for preview content on every content call when the page URL has ?preview=true', async () => {
    window.history.replaceState(null, '', '/?preview=true');
    const { requests: seen } = contentBackend(LAYOUT, { 'promo-bar': promoBar, terms, login });
    render(<HomePage />);
    await allThreeRendered();
    expect(seen.map((request) => request.url.searchParams.get('preview'))).toEqual(['true', 'true', 'true', 'true']);
  });

  it.each(['/?preview=false', '/?preview'])('asks for published content only when the page URL is %s', async (pageUrl) => {
    window.history.replaceState(null, '', pageUrl);
    const { requests: seen } = contentBackend(LAYOUT, { 'promo-bar': promoBar, terms, login });
    render(<HomePage />);
    await allThreeRendered();
    expect(seen.map((request) => request.url.searchParams.has('preview'))).toEqual([false, false, false, false]);
  });

  it('blanks only the block whose model has another content type, and logs the mismatch', async () => {
    const wrongType = contentModel('PromoBarLegacy', 'terms', { title: 'Falscher Komponentenname' });
    contentBackend(LAYOUT, { 'promo-bar': promoBar, terms: wrongType, login });
    const page = render(<HomePage />);
    await screen.findByText('Gratis Versand ab 49 €');
    await screen.findByRole('link', { name: 'Jetzt anmelden' });
    await waitFor(() =>
      expect(reports.map((report) => report.message)).toContain(
        'Content type mismatch for /content/blocks/terms: expected TermsTextBlock, received PromoBarLegacy',
      ),
    );
    expect(renderedBlockIds(page.container)).toEqual(['promo-bar', 'login']);
    expect(screen.queryByText('Falscher Komponentenname')).not.toBeInTheDocument();
  });

  it('blanks only the block whose answer has no model with metadata.contentType, and reports it', async () => {
    contentBackend(LAYOUT, { 'promo-bar': promoBar, terms: () => raw({ termsAndConditionsText: '<p>ohne Modell</p>' }), login });
    const { container } = render(<HomePage />);
    await screen.findByText('Gratis Versand ab 49 €');
    await screen.findByRole('link', { name: 'Jetzt anmelden' });
    await waitFor(() =>
      expect(reports.map((report) => report.message)).toEqual(['Content response of /content/blocks/terms has no model with metadata.contentType']),
    );
    expect(renderedBlockIds(container)).toEqual(['promo-bar', 'login']);
  });

  it('blanks only the block whose model fails its schema, and reports it', async () => {
    const invalidPromo = contentModel('PromoBar', 'promo-bar', { title: 'Ohne Typ', promoType: 'blinking' });
    contentBackend(LAYOUT, { 'promo-bar': invalidPromo, terms, login });
    const { container } = render(<HomePage />);
    await screen.findByText('Alle Preise inkl. MwSt.');
    await screen.findByRole('link', { name: 'Jetzt anmelden' });
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.message).toMatch(/^Content model of PromoBar block promo-bar is invalid:\n/);
    expect(reports[0]?.message).toContain('promoType');
    expect(reports[0]?.context).toMatchObject({ fragment: 'mf-homepage-blocks', block: 'PromoBar:promo-bar' });
    expect(renderedBlockIds(container)).toEqual(['terms', 'login']);
    expect(screen.queryByText('Ohne Typ')).not.toBeInTheDocument();
  });

  it('blanks only the block whose request fails with HTTP 500, and logs the status', async () => {
    contentBackend(LAYOUT, { 'promo-bar': promoBar, terms: () => httpError(500), login });
    const { container } = render(<HomePage />);
    await screen.findByText('Gratis Versand ab 49 €');
    await screen.findByRole('link', { name: 'Jetzt anmelden' });
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.context).toMatchObject({
      operation: 'getContent',
      status: 500,
      contentPath: '/content/blocks/terms',
      fragment: 'mf-homepage-blocks',
    });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('500'), expect.objectContaining({ status: 500 }));
    expect(renderedBlockIds(container)).toEqual(['promo-bar', 'login']);
  });

  it('renders nothing and reports the status when the layout request fails', async () => {
    contentBackend(httpError(503), {});
    const { container } = render(<HomePage />);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.context).toMatchObject({ status: 503, contentPath: '/content/pages/homepage' });
    expect(renderedBlockIds(container)).toEqual([]);
  });

  it('renders nothing for a content type without a registered block, logs a warning naming it and does not fetch it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests: seen } = contentBackend([{ id: 'news', contentType: 'NewsTicker' }, ...LAYOUT], { 'promo-bar': promoBar, terms, login });
    const { container } = render(<HomePage />);
    await allThreeRendered();
    expect(warn).toHaveBeenCalledWith(
      '[storefront] No content block is registered for content type NewsTicker; block news renders nothing',
      expect.objectContaining({ contentType: 'NewsTicker', blockId: 'news' }),
    );
    expect(seen.map((request) => request.url.pathname)).not.toContain('/content/blocks/news');
    expect(reports).toEqual([]);
    expect(renderedBlockIds(container)).toEqual(['promo-bar', 'terms', 'login']);
  });

  it('leaves out a malformed layout entry and reports it; the other blocks keep their order', async () => {
    contentBackend([LAYOUT[0], { contentType: 'TermsTextBlock' }, LAYOUT[2]] as never, { 'promo-bar': promoBar, terms, login });
    const { container } = render(<HomePage />);
    await screen.findByRole('link', { name: 'Jetzt anmelden' });
    await screen.findByText('Gratis Versand ab 49 €');
    expect(reports.map((report) => report.message)).toEqual(['Layout of page homepage: entry 1 is not a block reference']);
    expect(renderedBlockIds(container)).toEqual(['promo-bar', 'login']);
  });
});
