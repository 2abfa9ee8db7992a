import type { FirstViewDevice } from '@storefront/contracts';

/**
 * The device a request names: a phone's browser sends `Sec-CH-UA-Mobile: ?1` or a user agent with `Mobile`.
 * Undefined otherwise (a desktop, a tablet, a crawler): the server cannot tell the width, so it renders no first view.
 */
export function firstViewDeviceOf(headers: { 'user-agent'?: string; 'sec-ch-ua-mobile'?: string }): FirstViewDevice | undefined {
  return headers['sec-ch-ua-mobile'] === '?1' || /\bMobile\b/.test(headers['user-agent'] ?? '') ? 'mobile' : undefined;
}
