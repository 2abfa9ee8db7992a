import { act, render, screen, within } from '@testing-library/react';
import { setUpPlatform } from '@storefront/test-support';
import type { LifecycleProps } from '@storefront/contracts';
import { SINGLE_SPA_ROUTING_EVENT } from './page-view/navigation-page-views';
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
  return (window.dataLayer as Array<{ event: string; pageCode: string }>)
    .filter((entry) => entry.event === 'PAGE_VIEW')
    .map((entry) => entry.pageCode);
}

beforeEach(() => {
  jest.useFakeTimers();
  clearTrackingGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  setUpPlatform({ tagManagerUrl: TAG_MANAGER_URL });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  backendWithSid('sid-1');
});

afterEach(() => {
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

  it('refuses the page view of a route without page code with the spec message', () => {
    render(<Root {...props} />);
    navigate('/zooclub/overview');
    expect(console.error).toHaveBeenCalledWith(
      '[storefront] Unable to track PAGE_VIEW as there is no page code available in context',
      expect.objectContaining({ event: 'PAGE_VIEW' }),
    );
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
    expect(within(events).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '#1 PAGE_VIEW · web_home',
      '#2 CLICK · web_home · recommendation_next (container_1)',
    ]);
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
