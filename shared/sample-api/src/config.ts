// Defaults and environment parsing (PORT, HOST, STOREFRONT_DATA_DIR, TAG_MANAGER_DELAY_MS, PUBLIC_ORIGIN,
// STOREFRONT_ALLOWED_ORIGINS).
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { LOOPBACK_ORIGIN_PATTERNS } from '@storefront/contracts/src/local-origins';

export const PACKAGE_DIR = resolve(__dirname, '..');
export const REPO_DIR = resolve(PACKAGE_DIR, '..', '..');
export const DEFAULT_DATA_DIR = join(PACKAGE_DIR, 'data', 'default');
export const OPENAPI_PATH = join(PACKAGE_DIR, 'openapi.yaml');
export const DEFAULT_PORT = 8090;
export const DEFAULT_TAG_MANAGER_DELAY_MS = 300;

/**
 * Every page on this machine (the shell, a fragment's standalone page on any port, a storefront on shifted ports):
 * the sample backend is a development and test stand-in, never the shop's backend.
 */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = LOOPBACK_ORIGIN_PATTERNS;

/** Origins (or port-wildcard patterns like `http://localhost:*`) separated by commas; the default when empty. */
export function allowedOriginsFromEnv(value: string | undefined): readonly string[] {
  const list = (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return list.length ? list : DEFAULT_ALLOWED_ORIGINS;
}

/** Absolute paths as they are; relative ones against the working directory, else the repository root. */
export function resolveDataDir(value: string | undefined): string {
  if (!value) return DEFAULT_DATA_DIR;
  if (isAbsolute(value)) return value;
  const fromCwd = resolve(process.cwd(), value);
  if (existsSync(fromCwd)) return fromCwd;
  const fromRepo = resolve(REPO_DIR, value);
  return existsSync(fromRepo) ? fromRepo : fromCwd;
}

export function nonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return Number(value);
}
