import type { FirstViewDevice } from '@storefront/contracts';

/**
 * The device a first view is rendered for: a phone's browser sends `Sec-CH-UA-Mobile: ?1` or a user agent with
 * `Mobile`, and gets the phone's first view; every other request (a desktop, a tablet, a crawler, no user agent) gets
 * the responsive one: its window's width is not in the request, and that markup fits any.
 */
export function firstViewDeviceOf(headers: { 'user-agent'?: string; 'sec-ch-ua-mobile'?: string }): FirstViewDevice {
  return headers['sec-ch-ua-mobile'] === '?1' || /\bMobile\b/.test(headers['user-agent'] ?? '') ? 'mobile' : 'responsive';
}
