import { createNavigationPageViews, SINGLE_SPA_ROUTING_EVENT, type NavigationPageViews } from './navigation-page-views';

function navigate(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new CustomEvent(SINGLE_SPA_ROUTING_EVENT));
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
    expect(trackPageView.mock.calls).toEqual([['web_home']]);
  });

  it('sends one page view per route change with the page code of the new route', () => {
    pageViews.start();
    navigate('/account');
    navigate('/');
    navigate('/eigenmarken?type=dog');
    navigate('/shop/hunde/hundefutter_trocken/wolf_of_wilderness/adult/180101');
    expect(trackPageView.mock.calls).toEqual([['web_home'], ['web_account_overview'], ['web_home'], ['web_ob_landing'], ['web_pdp']]);
  });

  it('passes no page code for routes without one, so the page-code rule applies', () => {
    pageViews.start();
    navigate('/zooclub/overview');
    expect(trackPageView).toHaveBeenLastCalledWith(undefined);
  });

  it('does not count query or hash changes on the same path as navigations', () => {
    pageViews.start();
    navigate('/eigenmarken?type=cat');
    navigate('/eigenmarken?type=dog');
    navigate('/eigenmarken?type=dog#skip-recommendations');
    expect(trackPageView.mock.calls).toEqual([['web_home'], ['web_ob_landing']]);
  });

  it('does not send the page view again when restarted on the same page, and stops listening when stopped', () => {
    pageViews.start();
    pageViews.stop();
    pageViews.start();
    pageViews.stop();
    navigate('/account');
    expect(trackPageView.mock.calls).toEqual([['web_home']]);
  });

  it('sends the current page view on request once, and keeps the viewed path where it is told to', () => {
    const record = {};
    const shared = createNavigationPageViews({ win: window, trackPageView, record });
    shared.trackCurrentPage();
    shared.trackCurrentPage();
    shared.start();
    expect(trackPageView.mock.calls).toEqual([['web_home']]);
    expect(record).toEqual({ viewedPath: '/' });
    shared.stop();
  });
});
