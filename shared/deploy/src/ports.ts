import { DEFAULT_PORTS, type ServerName } from '@storefront/contracts';

// The ports `npm start` runs its servers on. Here and not in @storefront/serve, which depends on this package: the
// deploy commands name the same servers (a preview link's shop, a local release's manifest) as the servers use.

function positiveInteger(value: string | undefined): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * SHELL_PORT, MF_RECOMMENDATIONS_PORT, SAMPLE_API_PORT ... override one default port; STOREFRONT_PORT_OFFSET
 * shifts every default port (e.g. 100: shell on 8180), so a second storefront can run beside the first.
 */
export function portOf(name: ServerName, env: NodeJS.ProcessEnv = process.env): number {
  const variable = `${String(name).toUpperCase().replace(/-/g, '_')}_PORT`;
  return positiveInteger(env[variable]) ?? DEFAULT_PORTS[name] + (positiveInteger(env.STOREFRONT_PORT_OFFSET) ?? 0);
}

export function originOf(name: ServerName, env: NodeJS.ProcessEnv = process.env): string {
  return `http://${env.STOREFRONT_HOST ?? 'localhost'}:${portOf(name, env)}`;
}
