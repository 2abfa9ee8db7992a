export type ClientPlatform = 'IOS' | 'ANDROID' | 'WEB';

/**
 * The shop's iOS and Android apps show the storefront in a web view whose user agent carries the token
 * `PetStorefrontApp/<version>`. Only that token makes a visit an app visit; the operating system then decides
 * between IOS and ANDROID. Mobile browsers without the token are WEB.
 */
export const APP_USER_AGENT_TOKEN = /\bPetStorefrontApp\/\S+/i;

export function detectClientPlatform(userAgent: string = navigator.userAgent): ClientPlatform {
  if (!APP_USER_AGENT_TOKEN.test(userAgent)) return 'WEB';
  if (/\bAndroid\b/i.test(userAgent)) return 'ANDROID';
  if (/\b(iPhone|iPad|iPod|iOS)\b/i.test(userAgent)) return 'IOS';
  return 'WEB';
}

/** True inside the shop's mobile app (its web view). */
export function isMobileApp(userAgent: string = navigator.userAgent): boolean {
  return APP_USER_AGENT_TOKEN.test(userAgent);
}
