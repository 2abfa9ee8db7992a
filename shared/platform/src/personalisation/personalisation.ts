import { getApiClient } from '../api/api-client';
import { withErrorReporting } from '../api/with-error-reporting';
import { getSiteConfig } from '../config/storefront-config';
import { hasFunctionalConsent, onConsentChange } from '../consent/cookie-consent';
import { getLoginState } from '../session/login-state';
import { removeAudiencesCookie } from './audiences-cookie';

const CALLER = 'platform';

export interface PersonalisationState {
  audiences: string[];
  petTypes: string[];
}

let state: PersonalisationState = { audiences: [], petTypes: [] };
const listeners = new Set<(state: PersonalisationState) => void>();
let stopListening: (() => void) | undefined;
/** Counts the times personalisation was forgotten: an answer to a call made before is dropped. */
let generation = 0;

function update(partial: Partial<PersonalisationState>): void {
  state = { ...state, ...partial };
  listeners.forEach((listener) => listener(state));
}

/** Without consent nothing of the shopper's personalisation is kept: not the state, not the audiences cookie. */
function forgetPersonalisation(): void {
  generation += 1;
  removeAudiencesCookie();
  if (state.audiences.length === 0 && state.petTypes.length === 0) return;
  update({ audiences: [], petTypes: [] });
}

/**
 * Keeps an answer only while consent still holds since its call was made. One that arrives without consent is
 * dropped, and the audiences cookie its answer may just have set is removed again.
 */
function receive(calledIn: number, answer: Partial<PersonalisationState> | undefined): void {
  if (!hasFunctionalConsent()) forgetPersonalisation();
  else if (answer && calledIn === generation) update(answer);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

async function fetchAudiences(calledIn: number): Promise<void> {
  const { siteId } = getSiteConfig();
  const response = await withErrorReporting('getAudiences', () =>
    getApiClient('audiences', CALLER).get<{ audiences?: unknown }>(`/v1/sites/${siteId}/audiences`, {
      params: { set_cookie: true },
    }),
  );
  receive(calledIn, response && { audiences: stringList(response.data?.audiences) });
}

async function fetchPetType(calledIn: number): Promise<void> {
  const { siteId } = getSiteConfig();
  const { customerId, shopUserId } = getLoginState();
  const response = await withErrorReporting('getPetType', () =>
    getApiClient('personalization', CALLER).get<{ petTypes?: unknown }>(`/v1/pet-type/site/${siteId}`, {
      params: { shop_user_id: shopUserId ?? undefined, customer_id: customerId ?? undefined },
    }),
  );
  receive(calledIn, response && { petTypes: stringList(response.data?.petTypes) });
}

/** Audiences and pet type, never without functional-cookie consent; without it, forgets what an earlier call got. */
export async function runPersonalisationCalls(): Promise<void> {
  if (!hasFunctionalConsent()) {
    forgetPersonalisation();
    return;
  }
  await Promise.all([fetchAudiences(generation), fetchPetType(generation)]);
}

/**
 * Started once per page by the shell: runs the calls now if consent is given, and again every time the consent
 * event fires with consent. Without consent (at the start, or withdrawn) the personalisation is forgotten.
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
