import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_CODES } from '@storefront/contracts';
import { collectReports, installFakeTracker, setUpPlatform } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import * as v from 'valibot';
import { sampleBlock } from '../../test-support/sample-data';
import { BLACK_WEEK_COUNTDOWN } from '../../test-support/countdown-model';
import { CountdownBanner } from './CountdownBanner';
import { countdownSchema, type CountdownModel } from './countdown-model';

const NOW = Date.parse('2025-11-20T10:00:00Z');
const model = BLACK_WEEK_COUNTDOWN;

function renderOn(pageCode: string, countdown: CountdownModel = model) {
  return render(
    <TrackingPageProvider pageCode={pageCode}>
      <CountdownBanner model={countdown} blockId="countdown-banner" />
    </TrackingPageProvider>,
  );
}

function shownTime(): string[] {
  const timer = screen.getByRole('timer', { name: 'Verbleibende Zeit' });
  return Array.from(timer.querySelectorAll('.hp-countdown__value'), (value) => value.textContent ?? '');
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
  setUpPlatform();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('CountdownBanner', () => {
  it('shows headline, message and days, hours, minutes and seconds with two digits', () => {
    renderOn(PAGE_CODES.home);
    expect(screen.getByRole('heading', { level: 2, name: 'Black Week: bis zu 30 % Rabatt' })).toBeInTheDocument();
    expect(screen.getByText('Nur für kurze Zeit – solange der Vorrat reicht.')).toBeInTheDocument();
    expect(shownTime()).toEqual(['02', '02', '30', '45']);
    const timer = screen.getByRole('timer');
    ['Tage', 'Stunden', 'Minuten', 'Sekunden'].forEach((unit) => expect(within(timer).getByText(unit)).toBeInTheDocument());
  });

  it('recalculates every second from the current time', () => {
    renderOn(PAGE_CODES.home);
    act(() => jest.advanceTimersByTime(1000));
    expect(shownTime()).toEqual(['02', '02', '30', '44']);
    act(() => jest.advanceTimersByTime(45_000));
    expect(shownTime()).toEqual(['02', '02', '29', '59']);
    // A tick that comes late still shows the true remaining time.
    act(() => jest.setSystemTime(NOW + 3_600_000));
    act(() => jest.advanceTimersByTime(1000));
    expect(shownTime()).toEqual(['02', '01', '30', '44']);
  });

  it('refreshes once a second, not sooner: an end at half a second shows the next second only after 1000 ms', () => {
    renderOn(PAGE_CODES.home, { ...model, endDate: '2025-11-22T12:30:45.500Z' });
    expect(shownTime()).toEqual(['02', '02', '30', '46']);
    // From 500 ms on the true time left is 45 s, but the display keeps its second until the next refresh.
    act(() => jest.advanceTimersByTime(999));
    expect(shownTime()).toEqual(['02', '02', '30', '46']);
    act(() => jest.advanceTimersByTime(1));
    expect(shownTime()).toEqual(['02', '02', '30', '45']);
  });

  it('shows zeros once the end date has passed and stops ticking', () => {
    renderOn(PAGE_CODES.home, { ...model, endDate: '2025-11-20T10:00:02Z' });
    expect(shownTime()).toEqual(['00', '00', '00', '02']);
    act(() => jest.advanceTimersByTime(5000));
    expect(shownTime()).toEqual(['00', '00', '00', '00']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('counts a started second whole: no zeros before the end, zeros once it has passed', () => {
    renderOn(PAGE_CODES.home, { ...model, endDate: '2025-11-20T10:00:01.500Z' });
    expect(shownTime()).toEqual(['00', '00', '00', '02']);
    act(() => jest.advanceTimersByTime(1000));
    // 0.5 s left.
    expect(shownTime()).toEqual(['00', '00', '00', '01']);
    act(() => jest.advanceTimersByTime(1000));
    expect(shownTime()).toEqual(['00', '00', '00', '00']);
  });

  it('shows zeros for an end date in the past', () => {
    renderOn(PAGE_CODES.home, { ...model, endDate: '2025-11-01T00:00:00Z' });
    expect(shownTime()).toEqual(['00', '00', '00', '00']);
  });

  it('has no message when content gives none', () => {
    renderOn(PAGE_CODES.home, { ...model, message: undefined });
    expect(screen.queryByText('Nur für kurze Zeit – solange der Vorrat reicht.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Black Week: bis zu 30 % Rabatt' })).toBeInTheDocument();
  });

  it('shows the button on the homepage when it has a label', () => {
    renderOn(PAGE_CODES.home);
    const button = screen.getByRole('link', { name: 'Jetzt sparen' });
    expect(button).toHaveAttribute('href', '/shop/angebote/black_week');
    expect(button).toHaveAccessibleDescription('Zu den Black-Week-Angeboten');
  });

  it('shows no button without a label', () => {
    renderOn(PAGE_CODES.home, { ...model, buttonLabel: '' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    renderOn(PAGE_CODES.home, { ...model, buttonLabel: null });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no button on other pages', () => {
    renderOn(PAGE_CODES.ownBrand);
    expect(screen.getByRole('heading', { name: 'Black Week: bis zu 30 % Rabatt' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jetzt sparen' })).not.toBeInTheDocument();
  });

  it('shows no button for an unsafe target', () => {
    renderOn(PAGE_CODES.home, { ...model, targetLink: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sends a CLICK with name and id derived from the link path when the button is used', async () => {
    const tracker = installFakeTracker();
    renderOn(PAGE_CODES.home);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const link = screen.getByRole('link', { name: 'Jetzt sparen' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(tracker.events).toHaveLength(1));
    expect(tracker.events).toEqual([
      { event: 'CLICK', context: { pageCode: 'web_home' }, target: { name: 'countdown_banner', id: 'shop_angebote_black_week' } },
    ]);
  });

  it('stays gone for this view once the shopper closes it', async () => {
    renderOn(PAGE_CODES.home);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Countdown-Banner schließen' }));
    expect(screen.queryByRole('heading', { name: 'Black Week: bis zu 30 % Rabatt' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('hands keyboard focus on to what follows it when closed from the keyboard', async () => {
    render(
      <TrackingPageProvider pageCode={PAGE_CODES.home}>
        <main id="main-content" tabIndex={-1}>
          <CountdownBanner model={model} blockId="countdown-banner" />
          <a href="/shop/angebote">Alle Angebote</a>
        </main>
      </TrackingPageProvider>,
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    screen.getByRole('button', { name: 'Countdown-Banner schließen' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Angebote' })).toHaveFocus();
  });

  it('passes over blocks still hidden to the keyboard stop of the blocks still to come', async () => {
    render(
      <TrackingPageProvider pageCode={PAGE_CODES.home}>
        <main id="main-content" tabIndex={-1}>
          <div className="hp-page__blocks">
            <div data-block-id="countdown-banner">
              <CountdownBanner model={model} blockId="countdown-banner" />
            </div>
            <div data-block-id="seo-accordion" hidden>
              <a href="/shop">Noch verborgen</a>
            </div>
          </div>
          <div role="progressbar" aria-label="Weitere Inhalte werden geladen" tabIndex={0} />
        </main>
      </TrackingPageProvider>,
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    screen.getByRole('button', { name: 'Countdown-Banner schließen' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('progressbar', { name: 'Weitere Inhalte werden geladen' })).toHaveFocus();
  });

  it('hands focus to the main content when nothing focusable follows it', async () => {
    render(
      <TrackingPageProvider pageCode={PAGE_CODES.home}>
        <main id="main-content" tabIndex={-1} aria-label="Inhalt">
          <CountdownBanner model={model} blockId="countdown-banner" />
        </main>
      </TrackingPageProvider>,
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    screen.getByRole('button', { name: 'Countdown-Banner schließen' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('main', { name: 'Inhalt' })).toHaveFocus();
  });

  it('uses the content background with readable text', () => {
    renderOn(PAGE_CODES.home);
    const banner = screen.getByRole('region', { name: 'Black Week: bis zu 30 % Rabatt' });
    expect(banner).toHaveStyle({ backgroundColor: '#1F2A44', color: '#ffffff' });
  });

  it.each([
    ['rgb(255, 241, 214)', 'rgb(255, 241, 214)', '#1d3240'],
    ['#1F2A44FF', 'rgb(31, 42, 68)', '#ffffff'],
    ['navy', 'rgb(0, 0, 128)', '#ffffff'],
    ['hsl(45 90% 60%)', 'rgb(245, 199, 61)', '#1d3240'],
  ])('takes the CSS colour %s as its background', (background, shown, text) => {
    const reports = collectReports();
    renderOn(PAGE_CODES.home, { ...model, background });
    expect(screen.getByRole('region', { name: 'Black Week: bis zu 30 % Rabatt' })).toHaveStyle({ backgroundColor: shown, color: text });
    expect(reports).toEqual([]);
  });

  it.each(['red;position:fixed', 'url(https://evil.example/x.png)', 'expression(alert(1))', 'blau', 'var(--x)'])(
    'shows the banner on its own background for %s, which is no colour, and reports it',
    (background) => {
      const reports = collectReports();
      renderOn(PAGE_CODES.home, { ...model, background });
      const banner = screen.getByRole('region', { name: 'Black Week: bis zu 30 % Rabatt' });
      expect(banner).not.toHaveAttribute('style');
      expect(reports).toHaveLength(1);
      expect(reports[0]?.message).toMatch(/^Countdown background is no CSS colour/);
      expect(reports[0]?.context).toMatchObject({ block: 'CountdownBanner:countdown-banner', consequence: 'the banner shows its own background' });
    },
  );

  it('takes a blank background as none, without a report', () => {
    const reports = collectReports();
    renderOn(PAGE_CODES.home, { ...model, background: ' ' });
    expect(screen.getByRole('region', { name: 'Black Week: bis zu 30 % Rabatt' })).not.toHaveAttribute('style');
    expect(reports).toEqual([]);
  });

  it('accepts the sample data (end date resolved by the server) and any background text, refuses a model without a date', () => {
    const sample = { ...sampleBlock('countdown-banner'), endDate: '2025-12-11T00:00:00.000Z' };
    expect(v.safeParse(countdownSchema, sample).success).toBe(true);
    expect(v.safeParse(countdownSchema, { ...model, endDate: 'bald' }).success).toBe(false);
    expect(v.safeParse(countdownSchema, { ...model, background: 'red;position:fixed' }).success).toBe(true);
  });

  it.each(['hello 2025', '1', '12/24/2099', 'Dec 24 2099', '24.12.2099', '2099-02-30T00:00:00Z', '2099-12-24', '2099-12-24T23:59:59'])(
    'refuses the end date %s, which is no RFC 3339 date-time with a time zone',
    (endDate) => {
      const result = v.safeParse(countdownSchema, { ...model, endDate });
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toMatch(/RFC 3339 date-time with a time zone/);
    },
  );
});
