/** Opens the consent banner again from anywhere (the footer's "Cookie-Einstellungen"). */
export const OPEN_CONSENT_SETTINGS_EVENT = 'storefront:open-cookie-settings';
