import type { DisplayFlagName, DisplayFlags } from './account-api';

export type AccountSectionId = 'orders' | 'personalData' | 'benefits';

export interface AccountLink {
  id: string;
  section: AccountSectionId;
  label: string;
  /** The spec's route (section 2); the only place these routes are written down. */
  route: string;
  /** The display flag that must be on for the link to show; null for links every logged-in customer sees. */
  flag: DisplayFlagName | null;
}

export const SECTION_HEADINGS: Record<AccountSectionId, string> = {
  orders: 'Meine Bestellungen',
  personalData: 'Persönliche Daten',
  benefits: 'Meine Vorteile',
};

/**
 * Every link of the account overview, in display order per section.
 * The spec's reorder link (/account/orders/reorder) is disabled and never shown, so it has no entry.
 */
export const ACCOUNT_LINKS = [
  { id: 'allOrders', section: 'orders', label: 'Alle Bestellungen', route: '/account/orders/overview', flag: null },
  { id: 'autoshipment', section: 'orders', label: 'Abo-Lieferungen', route: '/account/autoshipment', flag: null },
  { id: 'wishlist', section: 'orders', label: 'Wunschliste', route: '/account/wishlist', flag: null },
  { id: 'customerData', section: 'personalData', label: 'Kundendaten', route: '/account/customer/overview', flag: 'customerData' },
  { id: 'newsletter', section: 'personalData', label: 'Newsletter-Einstellungen', route: '/account/newsletter', flag: 'newsletter' },
  { id: 'petProfile', section: 'personalData', label: 'Mein Tierprofil', route: '/account/mypetprofile', flag: 'petProfile' },
  { id: 'services', section: 'personalData', label: 'Services', route: '/services', flag: 'services' },
  { id: 'productPhotos', section: 'personalData', label: 'Meine Produktfotos', route: '/account/productphotos', flag: 'productPhotos' },
  { id: 'customerCare', section: 'personalData', label: 'Kundenservice', route: '/contact_us', flag: 'customerCare' },
  { id: 'bonusShop', section: 'benefits', label: 'Bonusshop', route: '/account/bonuspoints/products/overview', flag: 'bonusPoints' },
  { id: 'coupons', section: 'benefits', label: 'Gutscheine', route: '/account/coupons/overview', flag: 'coupons' },
  { id: 'savingsPlan', section: 'benefits', label: 'Sparplan', route: '/account/savingsplan/overview', flag: 'savingsPlan' },
] as const satisfies readonly AccountLink[];

/**
 * The links of one section the customer may see. Without flags (not loaded or unreadable)
 * only the links that need no flag are returned.
 */
export function visibleLinks(section: AccountSectionId, flags: DisplayFlags | null): AccountLink[] {
  return ACCOUNT_LINKS.filter((link: AccountLink) => link.section === section && (link.flag === null || flags?.[link.flag] === true));
}
