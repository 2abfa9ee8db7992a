import { setUpPlatform } from '@storefront/test-support';
import { countdownClickTarget } from './countdown-tracking';

beforeEach(() => setUpPlatform());

describe('countdownClickTarget', () => {
  it.each([
    ['/shop/angebote/black_week', 'shop_angebote_black_week'],
    ['/shop/katzen/adventskalender', 'shop_katzen_adventskalender'],
    ['/shop/angebote/black-week?utm=x#top', 'shop_angebote_black_week'],
    ['https://www.zooplus.de/shop/Hunde/Spielzeug/', 'shop_hunde_spielzeug'],
    ['/', 'home'],
  ])('derives the id of %s as %s, named countdown_banner', (href, id) => {
    expect(countdownClickTarget(href)).toEqual({ name: 'countdown_banner', id });
  });
});
