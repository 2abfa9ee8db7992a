import { KEPT_ROUTED_LOCATIONS, recordRoutedLocations, routedLocations } from './routed-locations';

function navigate(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
}

describe('routed locations', () => {
  let stop = () => undefined as void;
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => stop());

  it('records none until recording starts', () => {
    navigate('/account');
    expect(routedLocations()).toEqual([]);
  });

  it('records the landing location, then each navigation to another path with the location it had', () => {
    window.history.replaceState(null, '', '/?utm_source=mail');
    stop = recordRoutedLocations();
    navigate('/');
    navigate('/eigenmarken?type=cat');
    navigate('/eigenmarken/?type=dog#skip-recommendations');
    navigate('/account');
    expect(routedLocations()).toEqual([
      { index: 1, path: '/', href: 'http://localhost/?utm_source=mail' },
      { index: 2, path: '/eigenmarken', href: 'http://localhost/eigenmarken?type=cat' },
      { index: 3, path: '/account', href: 'http://localhost/account' },
    ]);
  });

  it(`keeps the last ${KEPT_ROUTED_LOCATIONS}, numbered for the whole document, and forgets them when stopped`, () => {
    stop = recordRoutedLocations();
    for (let page = 1; page <= KEPT_ROUTED_LOCATIONS + 10; page += 1) navigate(`/page-${page}`);
    const kept = routedLocations();
    expect(kept).toHaveLength(KEPT_ROUTED_LOCATIONS);
    expect(kept[0]?.index).toBe(12);
    expect(kept.at(-1)).toEqual({
      index: KEPT_ROUTED_LOCATIONS + 11,
      path: `/page-${KEPT_ROUTED_LOCATIONS + 10}`,
      href: `http://localhost/page-${KEPT_ROUTED_LOCATIONS + 10}`,
    });
    stop();
    navigate('/account');
    expect(routedLocations()).toEqual([]);
  });
});
