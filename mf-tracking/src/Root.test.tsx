import { act, render, screen, within } from '@testing-library/react';
import { recordRoutedLocations } from '@storefront/platform';
import { setUpPlatform } from '@storefront/test-support';
import type { LifecycleProps } from '@storefront/contracts';
import { SINGLE_SPA_ROUTING_EVENT } from './page-view/navigation-page-views';
import type { DataLayerEntry } from './queue/data-layer-entry';
import { Root } from './Root';
import { backendWithSid, clearTrackingGlobals, settle, TAG_MANAGER_URL, tagManagerLoads } from './test-support/browser-fakes';
import { tracker } from './tracker';

const props = { name: 'mf-tracking', domElement: document.createElement('div') } as LifecycleProps;

function navigate(url: string): void {
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new CustomEvent(SINGLE_SPA_ROUTING_EVENT));
  });
}

function pushedPageViews(): string[] {
  return (window.dataLayer as Array<{ event: string; pageCode: string }>).filter((entry) => entry.event === 'PAGE_VIEW').map((entry) => entry.pageCode);
}

beforeEach(() => {
  jest.useFakeTimers();
  clearTrackingGlobals();
  delete window.abTestData;
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  setUpPlatform({ tagManagerUrl: TAG_MANAGER_URL });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  backendWithSid('sid-1');
});

let stopRecording = () => undefined as void;

afterEach(() => {
  stopRecording();
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('page views', () => {
  it('sends one PAGE_VIEW per navigation with the page code of the route', async () => {
    render(<Root {...props} />);
    // single-spa reports the first navigation after the app mounted: still one page view.
    navigate('/');
    navigate('/account');
    navigate('/account#bonus');
    navigate('/');
    tagManagerLoads();
    await act(settle);

    expect(pushedPageViews()).toEqual(['web_home', 'web_account_overview', 'web_home']);
  });

  it("sends no second page view when an early tap has sent the page's view before the app started", async () => {
    tracker.click({ pageCode: 'web_home' }, { name: 'hero_banner', id: 'slide_1' });
    render(<Root {...props} />);
    navigate('/');
    tagManagerLoads();
    await act(settle);

    expect((window.dataLayer as Array<{ event: string }>).map((entry) => entry.event)).toEqual(['PAGE_VIEW', 'CLICK']);
  });

  it('sends the views of the pages the shopper was routed to before tracking started, each with its location', async () => {
    stopRecording = recordRoutedLocations();
    navigate('/account');
    navigate('/account?tab=orders');
    render(<Root {...props} />);
    tagManagerLoads();
    await act(settle);

    const pageViews = (window.dataLayer as DataLayerEntry[]).filter((entry) => entry.event === 'PAGE_VIEW');
    expect(pageViews.map(({ pageCode, details, sequence }) => [pageCode, details.pageLocation, sequence])).toEqual([
      ['web_home', 'http://localhost/', 1],
      ['web_account_overview', 'http://localhost/account', 2],
    ]);
  });

  it('refuses the page view of a route without page code with the spec message', () => {
    render(<Root {...props} />);
    navigate('/zooclub/overview');
    expect(console.error).toHaveBeenCalledWith(
      '[storefront] Unable to track PAGE_VIEW as there is no page code available in context',
      expect.objectContaining({ event: 'PAGE_VIEW' }),
    );
  });
});

describe('A/B-test data (issue 34)', () => {
  const checkout = { experiment: 'checkout_button', variant: 'B' };
  const shipping = { experiment: 'free_shipping_banner', variant: 'control' };

  /** The tag manager's script has loaded and started (jsdom loads no scripts). */
  async function tagManagerStarts(): Promise<void> {
    await act(settle);
    document.querySelector(`script[src="${TAG_MANAGER_URL}"]`)?.dispatchEvent(new Event('load'));
    tagManagerLoads();
  }

  function pushed(): Array<{ event: string; pageCode: string; sequence: number; sid: string; abTests?: unknown; details: { pageLocation: string } }> {
    return (window.dataLayer ?? []) as never;
  }

  it('sends the assignments the A/B-testing script publishes after the page view, through the one queue with its sid and details', async () => {
    render(<Root {...props} />);
    tagManagerLoads();
    await act(() => jest.advanceTimersByTimeAsync(1_200));
    window.abTestData = [checkout, shipping];
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    act(() => tracker.click({ pageCode: 'web_home' }, { name: 'recommendation_next', id: 'container_1' }));

    expect(pushed().map(({ event, sequence, sid }) => [event, sequence, sid])).toEqual([
      ['PAGE_VIEW', 1, 'sid-1'],
      ['AB_TEST', 2, 'sid-1'],
      ['CLICK', 3, 'sid-1'],
    ]);
    expect(pushed()[1]).toEqual({
      event: 'AB_TEST',
      pageCode: 'web_home',
      sid: 'sid-1',
      details: expect.objectContaining({ domain: 'zooplus.de', pageLocation: 'http://localhost/', platform: 'WEB' }),
      abTests: [checkout, shipping],
      sequence: 2,
    });
    expect(window.__storefrontTracking?.pushed).toEqual(pushed());
  });

  it('sends assignments already there with the page view right after it, and a new experiment of the next page once', async () => {
    window.abTestData = [checkout];
    render(<Root {...props} />);
    tagManagerLoads();
    await act(settle);
    navigate('/eigenmarken');
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    window.abTestData = [checkout, shipping];
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    navigate('/');
    await act(() => jest.advanceTimersByTimeAsync(20_000));

    expect(pushed().map(({ event, pageCode, abTests }) => [event, pageCode, abTests])).toEqual([
      ['PAGE_VIEW', 'web_home', undefined],
      ['AB_TEST', 'web_home', [checkout]],
      ['PAGE_VIEW', 'web_ob_landing', undefined],
      ['AB_TEST', 'web_ob_landing', [checkout, shipping]],
      ['PAGE_VIEW', 'web_home', undefined],
    ]);
  });

  it('sends nothing and reports nothing without an A/B-testing script, and stops looking after 10 s', async () => {
    render(<Root {...props} />);
    await tagManagerStarts();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(jest.getTimerCount()).toBe(0);
    window.abTestData = [checkout];
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(pushed().map(({ event }) => event)).toEqual(['PAGE_VIEW']);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('ignores malformed data and reports it once', async () => {
    window.abTestData = 'checkout_button=B';
    render(<Root {...props} />);
    await tagManagerStarts();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(pushed().map(({ event }) => event)).toEqual(['PAGE_VIEW']);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith('[storefront] window.abTestData is malformed and ignored', expect.objectContaining({ fragment: 'mf-tracking' }));
  });

  it('lists the assignments in the debug panel', async () => {
    window.history.replaceState(null, '', '/?tracking-debug=1');
    window.abTestData = [checkout, shipping];
    render(<Root {...props} />);
    tagManagerLoads();
    await act(settle);
    const panel = await screen.findByRole('complementary', { name: 'Tracking-Debug' });
    expect(
      within(within(panel).getByRole('list', { name: 'Gesendete Ereignisse' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#1 PAGE_VIEW · web_home', '#2 AB_TEST · web_home · checkout_button: B, free_shipping_banner: control']);
  });
});

describe('debug panel', () => {
  it('renders nothing for shoppers', () => {
    const { container } = render(<Root {...props} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('lists the pushed events when the URL has ?tracking-debug=1, and follows new ones', async () => {
    window.history.replaceState(null, '', '/?tracking-debug=1');
    const { container } = render(<Root {...props} />);
    const panel = await screen.findByRole('complementary', { name: 'Tracking-Debug' });
    // Top level of the document, not inside the slot the shell keeps in <main>.
    expect(container).not.toContainElement(panel);
    expect(panel.parentElement).toBe(document.body);
    expect(within(panel).getByText('Noch keine Ereignisse gesendet.')).toBeInTheDocument();
    expect(within(panel).getByText('wird geladen')).toBeInTheDocument();

    await act(async () => {
      tagManagerLoads();
      await settle();
    });
    act(() => tracker.click({ pageCode: 'web_home' }, { name: 'recommendation_next', id: 'container_1' }));

    const events = within(panel).getByRole('list', { name: 'Gesendete Ereignisse' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#1 PAGE_VIEW · web_home', '#2 CLICK · web_home · recommendation_next (container_1)']);
    expect(within(panel).getByRole('heading', { level: 3, name: 'Gesendete Ereignisse (2)' })).toBeInTheDocument();
    expect(within(panel).getByText('geladen')).toBeInTheDocument();
    expect(within(panel).getByText('vorhanden')).toBeInTheDocument();
    expect(within(panel).getByText(window.__storefrontTracking?.instanceId ?? 'missing')).toBeInTheDocument();
  });

  it('shows the events still waiting while the tag manager is loading', async () => {
    window.history.replaceState(null, '', '/?tracking-debug=1');
    render(<Root {...props} />);
    await act(settle);
    const panel = await screen.findByRole('complementary', { name: 'Tracking-Debug' });
    expect(within(panel).getByText('Wartende Ereignisse').nextElementSibling).toHaveTextContent('1');
  });

  it('opens with localStorage tracking-debug = 1 and after navigating to a URL with the parameter', async () => {
    render(<Root {...props} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    navigate('/account?tracking-debug=1');
    expect(await screen.findByRole('complementary', { name: 'Tracking-Debug' })).toBeInTheDocument();
    navigate('/account');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    window.localStorage.setItem('tracking-debug', '1');
    navigate('/');
    expect(await screen.findByRole('complementary', { name: 'Tracking-Debug' })).toBeInTheDocument();
  });
});
