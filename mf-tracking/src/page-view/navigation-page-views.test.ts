import type { RoutedLocation } from '@storefront/platform';
import { createNavigationPageViews, SINGLE_SPA_ROUTING_EVENT, type NavigationPageViews } from './navigation-page-views';

function navigate(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new CustomEvent(SINGLE_SPA_ROUTING_EVENT));
}

/** The page codes of the page views sent, in order. */
function codes(trackPageView: jest.Mock): unknown[][] {
  return trackPageView.mock.calls.map(([pageCode]: unknown[]) => [pageCode]);
}

describe('NavigationPageViews', () => {
  let pageViews: NavigationPageViews;
  const trackPageView = jest.fn();

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    pageViews = createNavigationPageViews({ win: window, trackPageView });
  });
  afterEach(() => pageViews.stop());

  it('sends the page view of the page it starts on, once, even when single-spa reports that navigation too', () => {
    pageViews.start();
    window.dispatchEvent(new CustomEvent(SINGLE_SPA_ROUTING_EVENT));
    expect(codes(trackPageView)).toEqual([['web_home']]);
  });

  it('sends one page view per route change with the page code of the new route', () => {
    pageViews.start();
    navigate('/account');
    navigate('/');
    navigate('/eigenmarken?type=dog');
    navigate('/shop/hunde/hundefutter_trocken/wolf_of_wilderness/adult/180101');
    expect(codes(trackPageView)).toEqual([['web_home'], ['web_account_overview'], ['web_home'], ['web_ob_landing'], ['web_pdp']]);
  });

  it('passes no page code for routes without one, so the page-code rule applies', () => {
    pageViews.start();
    navigate('/zooclub/overview');
    expect(trackPageView).toHaveBeenLastCalledWith(undefined, 'http://localhost/zooclub/overview');
  });

  it('does not count query or hash changes on the same path as navigations', () => {
    pageViews.start();
    navigate('/eigenmarken?type=cat');
    navigate('/eigenmarken?type=dog');
    navigate('/eigenmarken?type=dog#skip-recommendations');
    expect(codes(trackPageView)).toEqual([['web_home'], ['web_ob_landing']]);
  });

  it('does not send the page view again when restarted on the same page, and stops listening when stopped', () => {
    pageViews.start();
    pageViews.stop();
    pageViews.start();
    pageViews.stop();
    navigate('/account');
    expect(codes(trackPageView)).toEqual([['web_home']]);
  });

  it('sends the current page view on request once, and keeps the viewed path where it is told to', () => {
    const record = {};
    const shared = createNavigationPageViews({ win: window, trackPageView, record });
    shared.trackCurrentPage();
    shared.trackCurrentPage();
    shared.start();
    expect(codes(trackPageView)).toEqual([['web_home']]);
    expect(record).toEqual({ viewedPath: '/' });
    shared.stop();
  });

  describe('with the routed locations of the document (recorded since the shell started)', () => {
    const routed: RoutedLocation[] = [];
    const route = (url: string) => {
      window.history.pushState(null, '', url);
      routed.push({ index: routed.length + 1, path: window.location.pathname, href: window.location.href });
    };
    let recorded: NavigationPageViews;

    beforeEach(() => {
      routed.length = 0;
      route('/');
      recorded = createNavigationPageViews({ win: window, trackPageView, routedLocations: () => routed });
    });
    afterEach(() => recorded.stop());

    it('sends the views of the pages routed to before it started first, in order, each with its own location', () => {
      route('/eigenmarken?type=dog');
      route('/account');
      recorded.start();
      window.dispatchEvent(new CustomEvent(SINGLE_SPA_ROUTING_EVENT));
      expect(trackPageView.mock.calls).toEqual([
        ['web_home', 'http://localhost/'],
        ['web_ob_landing', 'http://localhost/eigenmarken?type=dog'],
        ['web_account_overview', 'http://localhost/account'],
      ]);
    });

    it("sends the current page's view before it is recorded, and no second one once it is", () => {
      window.history.pushState(null, '', '/account');
      recorded.trackCurrentPage();
      routed.push({ index: 2, path: '/account', href: 'http://localhost/account' });
      recorded.start();
      navigate('/');
      expect(codes(trackPageView)).toEqual([['web_home'], ['web_account_overview'], ['web_home']]);
    });
  });
});
