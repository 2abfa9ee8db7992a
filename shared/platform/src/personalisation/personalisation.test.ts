import Cookies from 'js-cookie';
import { waitFor } from '@testing-library/react';
import {
  clearAllCookies,
  deferred,
  fakeBackend,
  httpError,
  json,
  logIn,
  networkError,
  noContent,
  setUpPlatform,
  type FakeBackend,
} from '@storefront/test-support';
import { CONSENT_COOKIE, CONSENT_EVENT, setFunctionalConsent } from '../consent/cookie-consent';
import { AUDIENCES_COOKIE } from '@storefront/contracts';
import { getPersonalisation, onPersonalisationChange, runPersonalisationCalls, startPersonalisation } from './personalisation';

const AUDIENCES = 'GET /v1/sites/{site_id}/audiences';
const PET_TYPE = 'GET /v1/pet-type/site/{site_id}';
const REPORTS = 'POST /collector/errors';
const AUDIENCES_PATH = '/v1/sites/1/audiences';
const NO_PERSONALISATION = { audiences: [], petTypes: [] };
const PERSONALISED = { audiences: ['cat_owner', 'premium'], petTypes: ['cat'] };
const PET_TYPE_PATH = '/v1/pet-type/site/1';

let backend: FakeBackend;
let stop: (() => void) | undefined;

/** The personalisation API requests (not error reports). */
const personalisationRequests = () => backend.requests.filter((request) => request.route !== REPORTS);

const requestedPaths = () =>
  personalisationRequests()
    .map((request) => request.url.pathname)
    .sort();

/** Lets queued requests and their answers run to completion (the fake backend answers at once). */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

function fireConsentEvent(functional: boolean): void {
  // What a consent-management platform does: write the cookie, then dispatch the event.
  document.cookie = `${CONSENT_COOKIE}=${functional ? '1' : '0'}; path=/`;
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { functional } }));
}

/** What the audiences API's Set-Cookie does in the browser (shared/sample-api: Path=/, SameSite=Lax, no Domain). */
function audiencesApiSetsItsCookie(): void {
  document.cookie = `${AUDIENCES_COOKIE}=cat_owner%2Cpremium; path=/; samesite=lax`;
}

beforeEach(() => {
  setUpPlatform({ errorReportingUrl: 'https://errors.example.test/collector/errors' });
  backend = fakeBackend({
    [AUDIENCES]: () => {
      audiencesApiSetsItsCookie();
      return json({ audiences: ['cat_owner', 'premium'] });
    },
    [PET_TYPE]: () => json({ petTypes: ['cat'] }),
    [REPORTS]: () => noContent(),
  });
});

afterEach(() => {
  stop?.();
  stop = undefined;
  clearAllCookies();
});

describe('startPersonalisation', () => {
  it('makes no audiences or pet-type request without consent', async () => {
    stop = startPersonalisation();
    await settle();
    expect(personalisationRequests()).toEqual([]);
  });

  it('makes no request while consent is declined', async () => {
    document.cookie = `${CONSENT_COOKIE}=0; path=/`;
    stop = startPersonalisation();
    await settle();
    expect(personalisationRequests()).toEqual([]);
  });

  it('calls audiences and pet type once when consent is given at start', async () => {
    document.cookie = `${CONSENT_COOKIE}=1; path=/`;
    stop = startPersonalisation();
    await settle();
    expect(requestedPaths()).toEqual([PET_TYPE_PATH, AUDIENCES_PATH].sort());
  });

  it('calls both each time the consent event fires with consent', async () => {
    stop = startPersonalisation();
    fireConsentEvent(true);
    await settle();
    expect(requestedPaths()).toEqual([AUDIENCES_PATH, PET_TYPE_PATH].sort());
    fireConsentEvent(true);
    await settle();
    expect(requestedPaths()).toEqual([AUDIENCES_PATH, AUDIENCES_PATH, PET_TYPE_PATH, PET_TYPE_PATH].sort());
  });

  it('calls both when the shell banner stores consent (setFunctionalConsent)', async () => {
    stop = startPersonalisation();
    setFunctionalConsent(true);
    await settle();
    expect(requestedPaths()).toEqual([AUDIENCES_PATH, PET_TYPE_PATH].sort());
  });

  it('makes no request when the consent event fires with consent declined', async () => {
    stop = startPersonalisation();
    fireConsentEvent(false);
    await settle();
    expect(personalisationRequests()).toEqual([]);
  });

  it('does not double the calls when started twice', async () => {
    document.cookie = `${CONSENT_COOKIE}=1; path=/`;
    stop = startPersonalisation();
    startPersonalisation();
    await settle();
    expect(personalisationRequests()).toHaveLength(2);
    fireConsentEvent(true);
    await settle();
    expect(personalisationRequests()).toHaveLength(4);
  });

  it('stops reacting to the consent event once stopped', async () => {
    stop = startPersonalisation();
    stop();
    fireConsentEvent(true);
    await settle();
    expect(personalisationRequests()).toEqual([]);
  });
});

describe('runPersonalisationCalls', () => {
  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=1; path=/`;
  });

  it('asks the audiences API with set_cookie=true, naming the platform as caller', async () => {
    await runPersonalisationCalls();
    const [request] = backend.to(AUDIENCES);
    expect(request).toBeDefined();
    expect(request?.url.searchParams.get('set_cookie')).toBe('true');
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('x-caller')).toBe('pet-storefront-web/platform');
  });

  it('sends shop_user_id and customer_id from the cookies with the pet-type call', async () => {
    logIn('C-1001', 'U-77');
    await runPersonalisationCalls();
    const url = backend.to(PET_TYPE)[0]?.url;
    expect(url?.searchParams.get('shop_user_id')).toBe('U-77');
    expect(url?.searchParams.get('customer_id')).toBe('C-1001');
  });

  it('leaves the ids out of the pet-type call for a visitor without cookies', async () => {
    await runPersonalisationCalls();
    const url = backend.to(PET_TYPE)[0]?.url;
    expect(url?.searchParams.has('shop_user_id')).toBe(false);
    expect(url?.searchParams.has('customer_id')).toBe(false);
  });

  it('publishes the audiences and pet types it received', async () => {
    const listener = jest.fn();
    const unsubscribe = onPersonalisationChange(listener);
    await runPersonalisationCalls();
    unsubscribe();
    expect(getPersonalisation()).toEqual({ audiences: ['cat_owner', 'premium'], petTypes: ['cat'] });
    expect(listener).toHaveBeenLastCalledWith({ audiences: ['cat_owner', 'premium'], petTypes: ['cat'] });
  });

  it('reports a failed call, swallows it and still makes the other one', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.on(AUDIENCES, () => httpError(503)).on(PET_TYPE, () => json({ petTypes: ['dog'] }));
    await expect(runPersonalisationCalls()).resolves.toBeUndefined();
    expect(requestedPaths()).toEqual([AUDIENCES_PATH, PET_TYPE_PATH].sort());
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('503'), expect.objectContaining({ operation: 'getAudiences', status: 503 }));
    const reports = backend.to(REPORTS);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.body).toEqual(expect.objectContaining({ context: expect.objectContaining({ operation: 'getAudiences' }) }));
    expect(getPersonalisation().petTypes).toEqual(['dog']);
  });

  it('swallows network failures of both calls', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.on(AUDIENCES, () => networkError()).on(PET_TYPE, () => networkError());
    await expect(runPersonalisationCalls()).resolves.toBeUndefined();
    const operations = consoleError.mock.calls.map(([, context]) => (context as { operation?: string }).operation).sort();
    expect(operations).toEqual(['getAudiences', 'getPetType']);
  });

  it('makes no request without consent', async () => {
    Cookies.remove(CONSENT_COOKIE, { path: '/' });
    await runPersonalisationCalls();
    expect(backend.requests).toEqual([]);
  });
});

describe('without consent', () => {
  beforeEach(async () => {
    // Starts each test with nothing personalised, whatever an earlier test left.
    await runPersonalisationCalls();
  });

  it.each([
    ['the shell banner stores it', () => setFunctionalConsent(false)],
    ['a consent-management platform fires the consent event', () => fireConsentEvent(false)],
  ])('forgets audiences and pet types, tells the listeners and removes the audiences cookie when consent is withdrawn (%s)', async (_case, withdraw) => {
    stop = startPersonalisation();
    setFunctionalConsent(true);
    await waitFor(() => expect(getPersonalisation()).toEqual(PERSONALISED));
    expect(Cookies.get(AUDIENCES_COOKIE)).toBe('cat_owner,premium');
    const listener = jest.fn();
    const unsubscribe = onPersonalisationChange(listener);
    withdraw();
    unsubscribe();
    expect(getPersonalisation()).toEqual(NO_PERSONALISATION);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(NO_PERSONALISATION);
    expect(Cookies.get(AUDIENCES_COOKIE)).toBeUndefined();
  });

  it('drops answers that arrive after consent was withdrawn, and the audiences cookie they set', async () => {
    const answers = deferred<void>();
    backend
      .on(AUDIENCES, async () => {
        await answers.promise;
        audiencesApiSetsItsCookie();
        return json({ audiences: ['cat_owner', 'premium'] });
      })
      .on(PET_TYPE, async () => {
        await answers.promise;
        return json({ petTypes: ['cat'] });
      });
    setFunctionalConsent(true);
    const running = runPersonalisationCalls();
    await waitFor(() => expect(personalisationRequests()).toHaveLength(2));
    setFunctionalConsent(false);
    const listener = jest.fn();
    const unsubscribe = onPersonalisationChange(listener);
    answers.resolve();
    await running;
    unsubscribe();
    expect(getPersonalisation()).toEqual(NO_PERSONALISATION);
    expect(listener).not.toHaveBeenCalled();
    expect(Cookies.get(AUDIENCES_COOKIE)).toBeUndefined();
  });

  it('keeps no answer to a call made before consent was withdrawn and given again', async () => {
    const firstAnswers = deferred<void>();
    let calls = 0;
    backend.on(PET_TYPE, async () => {
      calls += 1;
      if (calls === 1) {
        await firstAnswers.promise;
        return json({ petTypes: ['cat'] });
      }
      return json({ petTypes: ['dog'] });
    });
    setFunctionalConsent(true);
    const first = runPersonalisationCalls();
    await waitFor(() => expect(backend.to(PET_TYPE)).toHaveLength(1));
    setFunctionalConsent(false);
    await runPersonalisationCalls();
    setFunctionalConsent(true);
    await runPersonalisationCalls();
    expect(getPersonalisation().petTypes).toEqual(['dog']);
    firstAnswers.resolve();
    await first;
    expect(getPersonalisation().petTypes).toEqual(['dog']);
  });

  it('removes an audiences cookie left from an earlier consent when started without consent', () => {
    audiencesApiSetsItsCookie();
    document.cookie = `${CONSENT_COOKIE}=0; path=/`;
    stop = startPersonalisation();
    expect(Cookies.get(AUDIENCES_COOKIE)).toBeUndefined();
  });
});
