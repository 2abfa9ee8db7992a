import type { FragmentName } from '@storefront/contracts';

/** A squad's credential for its fragment, in the squad's pipeline (`npm run deploy`, `rollback`, `releases`). */
export const DEPLOY_CREDENTIAL_VARIABLE = 'STOREFRONT_DEPLOY_CREDENTIAL';
/** The platform's credential: the shell's servers (they record what they provide), `npm start`, the config command. */
export const PLATFORM_CREDENTIAL_VARIABLE = 'STOREFRONT_PLATFORM_CREDENTIAL';

/** `STOREFRONT_DEPLOY_CREDENTIAL_MF_ACCOUNT_OVERVIEW`: one fragment's credential where several are at hand (`npm start`). */
export function deployCredentialVariable(fragment: FragmentName): string {
  return `${DEPLOY_CREDENTIAL_VARIABLE}_${fragment.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * A credential as printed and passed in an environment variable: a SAS token (a query string with `&`) wrapped so
 * that it can be copied into a shell or a CI secret without quoting: `azsas1.<base64url of the token>`.
 */
const PREFIX = 'azsas1.';

export function encodeCredential(sasToken: string): string {
  return `${PREFIX}${Buffer.from(sasToken.replace(/^\?/, ''), 'utf8').toString('base64url')}`;
}

export class InvalidCredentialError extends Error {
  override name = 'InvalidCredentialError';
}

/** The SAS token of a credential (also taken as it is: a token with its `sig`). */
export function decodeCredential(value: string, variable: string): string {
  const token = value.startsWith(PREFIX) ? Buffer.from(value.slice(PREFIX.length), 'base64url').toString('utf8') : value.replace(/^\?/, '');
  if (!/(^|&)sig=/.test(token)) throw new InvalidCredentialError(`${variable} is not a storage credential (as npm run storage:dev prints them)`);
  return token;
}
