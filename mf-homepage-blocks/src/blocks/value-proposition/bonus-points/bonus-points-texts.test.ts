import { BONUS_OVERVIEW_PATH, BONUS_PRODUCTS_PATH, existingCustomerText, RESERVED_TEXT } from './bonus-points-texts';
import type { BonusBalanceState } from '@storefront/platform';
import { setUpPlatform } from '@storefront/test-support';

beforeEach(() => setUpPlatform());

describe('existingCustomerText', () => {
  const states: BonusBalanceState[] = [
    { status: 'initial' },
    { status: 'loading' },
    { status: 'completed', balance: 40 },
    { status: 'completed', balance: 0 },
    { status: 'error' },
  ];

  it('has its own text for each state: initial, loading, with points, without points, error', () => {
    const texts = states.map((state) => existingCustomerText(state).text);
    expect(texts).toEqual([
      'Ihre Bonuspunkte',
      'Ihr Bonuspunkte-Stand wird geladen …',
      'Sie haben 40 Bonuspunkte',
      'Sammeln Sie mit jeder Bestellung Bonuspunkte',
      'Bonuspunkte sammeln und Prämien sichern',
    ]);
    expect(new Set(texts).size).toBe(states.length);
  });

  it('links to the bonus shop above 0 and to the bonus overview otherwise', () => {
    expect(existingCustomerText({ status: 'completed', balance: 1 }).link?.href).toBe(BONUS_PRODUCTS_PATH);
    expect(existingCustomerText({ status: 'completed', balance: 0 }).link?.href).toBe(BONUS_OVERVIEW_PATH);
    expect(existingCustomerText({ status: 'error' }).link?.href).toBe(BONUS_OVERVIEW_PATH);
    expect(BONUS_PRODUCTS_PATH).toBe('/account/bonuspoints/products/overview');
    expect(BONUS_OVERVIEW_PATH).toBe('/account/bonuspoints/overview');
  });

  it('keeps room for the longest title and link of every state, a balance of millions included', () => {
    const texts = [...states, { status: 'completed', balance: 12_345_678 } as const].map(existingCustomerText);
    const longest = (lengths: number[]) => Math.max(...lengths);
    expect(RESERVED_TEXT.title.length).toBe(longest(texts.map(({ text }) => text.length)));
    expect(RESERVED_TEXT.link.length).toBe(longest(texts.map(({ link }) => link?.text.length ?? 0)));
    expect(texts).toContainEqual(expect.objectContaining({ text: RESERVED_TEXT.title, link: expect.objectContaining({ text: RESERVED_TEXT.link }) }));
  });

  it('formats large balances the German way', () => {
    expect(existingCustomerText({ status: 'completed', balance: 12500 }).text).toBe('Sie haben 12.500 Bonuspunkte');
    expect(existingCustomerText({ status: 'completed', balance: 1 }).text).toBe('Sie haben 1 Bonuspunkt');
  });
});
