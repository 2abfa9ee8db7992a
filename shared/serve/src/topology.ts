import path from 'node:path';
import { defaultPorts } from '@storefront/build/ports';

export type ServerName = keyof typeof defaultPorts;

export const FRAGMENTS = ['mf-homepage-blocks', 'mf-recommendations', 'mf-account-overview', 'mf-own-brand', 'mf-tracking'] as const satisfies readonly ServerName[];

export const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');

/** SHELL_PORT, MF_RECOMMENDATIONS_PORT, SAMPLE_API_PORT ... override the default ports. */
export function portOf(name: ServerName, env: NodeJS.ProcessEnv = process.env): number {
  const variable = `${String(name).toUpperCase().replace(/-/g, '_')}_PORT`;
  const value = Number(env[variable]);
  return Number.isInteger(value) && value > 0 ? value : defaultPorts[name];
}

export function originOf(name: ServerName, env: NodeJS.ProcessEnv = process.env): string {
  return `http://${env.STOREFRONT_HOST ?? 'localhost'}:${portOf(name, env)}`;
}

/** Maps every default origin in the shipped registry/config to the origin actually in use. */
export function originReplacements(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(defaultPorts) as ServerName[]).map((name) => [`http://localhost:${defaultPorts[name]}`, originOf(name, env)]),
  );
}
