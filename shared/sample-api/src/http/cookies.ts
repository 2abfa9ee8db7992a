// Minimal cookie reading/writing. (@fastify/cookie loads the ESM-only "cookie" package with a dynamic import,
// which jest's CommonJS runtime cannot execute, so the server does its own parsing.)
import type { FastifyReply, FastifyRequest } from 'fastify';

export function readCookies(request: FastifyRequest): Record<string, string> {
  const header = request.headers.cookie ?? '';
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return readCookies(request)[name] || undefined;
}

/** Path=/ and SameSite=Lax, no Domain (valid for the host on every port), not httpOnly (the storefront reads them). */
export function setCookie(reply: FastifyReply, name: string, value: string): void {
  reply.header('set-cookie', `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`);
}

export function clearCookie(reply: FastifyReply, name: string): void {
  reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`);
}
