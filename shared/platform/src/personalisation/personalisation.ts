import { getApiClient } from '../api/api-client';
import { withErrorReporting } from '../api/with-error-reporting';
import { getSiteConfig } from '../config/storefront-config';
import { hasFunctionalConsent, onConsentChange } from '../consent/cookie-consent';
import { getLoginState } from '../session/login-state';

const CALLER = 'platform';

export interface PersonalisationState {
  audiences: string[];
  petTypes: string[];
}

let state: PersonalisationState = { audiences: [], petTypes: [] };
const listeners = new Set<(state: PersonalisationState) => void>();
let stopListening: (() => void) | undefined;

function update(partial: Partial<PersonalisationState>): void {
  state = { ...state, ...partial };
  listeners.forEach((listener) => listener(state));
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

async function fetchAudiences(): Promise<void> {
  const { siteId } = getSiteConfig();
  const response = await withErrorReporting('getAudiences', () =>
    getApiClient('audiences', CALLER).get<{ audiences?: unknown }>(`/v1/sites/${siteId}/audiences`, {
      params: { set_cookie: true },
    }),
  );
  if (response) update({ audiences: stringList(response.data?.audiences) });
}

async function fetchPetType(): Promise<void> {
  const { siteId } = getSiteConfig();
  const { customerId, shopUserId } = getLoginState();
  const response = await withErrorReporting('getPetType', () =>
    getApiClient('personalization', CALLER).get<{ petTypes?: unknown }>(`/v1/pet-type/site/${siteId}`, {
      params: { shop_user_id: shopUserId ?? undefined, customer_id: customerId ?? undefined },
    }),
  );
  if (response) update({ petTypes: stringList(response.data?.petTypes) });
}

/** Audiences and pet type, never without functional-cookie consent. */
export async function runPersonalisationCalls(): Promise<void> {
  if (!hasFunctionalConsent()) return;
  await Promise.all([fetchAudiences(), fetchPetType()]);
}

/**
 * Started once per page by the shell: runs the calls now if consent is given,
 * and again every time the consent event fires with consent.
 */
export function startPersonalisation(): () => void {
  if (!stopListening) {
    void runPersonalisationCalls();
    stopListening = onConsentChange(() => void runPersonalisationCalls());
  }
  return () => {
    stopListening?.();
    stopListening = undefined;
  };
}

export function getPersonalisation(): PersonalisationState {
  return state;
}

export function onPersonalisationChange(listener: (state: PersonalisationState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
