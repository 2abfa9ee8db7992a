import { createHash, randomBytes } from 'node:crypto';
import { parseCookie } from 'cookie';

/**
 * The shopper's random id for canary assignment: first-party, no personal data, read only by the shell's servers
 * (HttpOnly), set only while a canary runs. docs/delivery-and-storage.md, "Canaries": why it needs no consent.
 */
export const SHOPPER_COOKIE = 'storefront-shopper';
/** As long as a canary may run with its steps; a shopper back later is assigned again, the same way. */
const SHOPPER_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** 128 random bits, base64url: 22 characters. */
const SHOPPER_ID = /^[A-Za-z0-9_-]{22}$/;

export function newShopperId(): string {
  return randomBytes(16).toString('base64url');
}

/** The request's shopper id, when it has a well-formed one. */
export function shopperIdOf(cookieHeader: string | undefined): string | undefined {
  const value = cookieHeader ? parseCookie(cookieHeader)[SHOPPER_COOKIE] : undefined;
  return value !== undefined && SHOPPER_ID.test(value) ? value : undefined;
}

/** The cookie's Set-Cookie value; `secure` for a shop served over HTTPS (sent back over HTTPS only). */
export function shopperCookie(id: string, secure = false): string {
  return `${SHOPPER_COOKIE}=${id}; Path=/; Max-Age=${SHOPPER_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Where a shopper falls for one fragment's candidate, in [0, 100): the id hashed with the fragment and the release,
 * so every server computes the same, each canary draws its own shoppers, and a shopper in at 5 % stays in at 25 %.
 */
export function canaryPosition(shopperId: string, fragment: string, release: string): number {
  const digest = createHash('sha256').update(`${shopperId}\u0000${fragment}\u0000${release}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

export function inCanary(shopperId: string, fragment: string, release: string, percent: number): boolean {
  return canaryPosition(shopperId, fragment, release) < percent;
}
