import { formatBonusPoints, getSiteConfig, type BonusBalanceState } from '@storefront/platform';

/** Spec section 2: where the bonus-points value prop leads. */
export const BONUS_PRODUCTS_PATH = '/account/bonuspoints/products/overview';
export const BONUS_OVERVIEW_PATH = '/account/bonuspoints/overview';
export const LOYALTY_OVERVIEW_PATH = '/zooclub/overview';

export interface BonusPointsText {
  text: string;
  link?: { text: string; href: string };
}

/** Without points: also the longest title and link of the states, which the item keeps room for (RESERVED_TEXT). */
const WITHOUT_POINTS = {
  text: 'Sammeln Sie mit jeder Bestellung Bonuspunkte',
  link: { text: 'So funktionieren Bonuspunkte', href: BONUS_OVERVIEW_PATH },
} as const satisfies BonusPointsText;

/**
 * The title and link whose lines the existing-customer variant keeps in every state: the longest of its states'
 * (a balance's title is shorter too), so the item keeps its height from the server's first paint (loading) on.
 */
export const RESERVED_TEXT = { title: WITHOUT_POINTS.text, link: WITHOUT_POINTS.link.text } as const;

/** Each state of the existing-customer variant has its own text (spec section 4); failure is generic (section 8). */
export function existingCustomerText(state: BonusBalanceState): BonusPointsText {
  switch (state.status) {
    case 'initial':
      return { text: 'Ihre Bonuspunkte' };
    case 'loading':
      return { text: 'Ihr Bonuspunkte-Stand wird geladen …' };
    case 'completed':
      return state.balance > 0
        ? {
            text: `Sie haben ${formatBonusPoints(state.balance, getSiteConfig().locale)}`,
            link: { text: 'Jetzt Prämien einlösen', href: BONUS_PRODUCTS_PATH },
          }
        : WITHOUT_POINTS;
    case 'error':
      return {
        text: 'Bonuspunkte sammeln und Prämien sichern',
        link: { text: 'Zum Bonusprogramm', href: BONUS_OVERVIEW_PATH },
      };
  }
}
