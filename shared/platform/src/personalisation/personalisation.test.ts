import Cookies from 'js-cookie';
import { configureLocalPlatform } from '../config/local-config';
import { CONSENT_COOKIE, CONSENT_EVENT, setFunctionalConsent } from '../consent/cookie-consent';
import { getPersonalisation, onPersonalisationChange, runPersonalisationCalls, startPersonalisation } from './personalisation';

const REPORTING_URL = 'https://errors.example.test/report';
const AUDIENCES_PATH = '/v1/sites/1/audiences';
const PET_TYPE_PATH = '/v1/pet-type/site/1';

type Answer = () => Response;
const json = (body: unknown, status = 200): Answer => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchSpy: jest.SpiedFunction<typeof window.fetch>;
let answers: Record<string, Answer>;
let stop: (() => void) | undefined;

function requestUrl(input: RequestInfo | URL): URL {
  return new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
}

/** The personalisation API requests (not error reports), as URLs. */
function personalisationRequests(): URL[] {
  return fetchSpy.mock.calls.map(([input]) => requestUrl(input)).filter((url) => url.href !== REPORTING_URL);
}

const requestedPaths = () => personalisationRequests().map((url) => url.pathname).sort();

/** Lets queued requests and their answers run to completion (the fetch stub answers at once). */
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

beforeEach(() => {
  configureLocalPlatform({ errorReportingUrl: REPORTING_URL });
  answers = {
    [AUDIENCES_PATH]: json({ audiences: ['cat_owner', 'premium'] }),
    [PET_TYPE_PATH]: json({ petTypes: ['cat'] }),
  };
  fetchSpy = jest.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = requestUrl(input);
    if (url.href === REPORTING_URL) return new Response(null, { status: 204 });
    const answer = answers[url.pathname];
    if (!answer) throw new Error(`Unexpected request in test: ${url.href}`);
    return answer();
  });
});

afterEach(() => {
  stop?.();
  stop = undefined;
  for (const name of [CONSENT_COOKIE, 'cid', 'zt_id']) Cookies.remove(name, { path: '/' });
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
    const request = fetchSpy.mock.calls
      .map(([input]) => input as Request)
      .find((input) => requestUrl(input).pathname === AUDIENCES_PATH);
    expect(request).toBeDefined();
    expect(requestUrl(request as Request).searchParams.get('set_cookie')).toBe('true');
    expect((request as Request).method).toBe('GET');
    expect((request as Request).headers.get('x-caller')).toBe('pet-storefront-web/platform');
  });

  it('sends shop_user_id and customer_id from the cookies with the pet-type call', async () => {
    document.cookie = 'cid=C-1001; path=/';
    document.cookie = 'zt_id=U-77; path=/';
    await runPersonalisationCalls();
    const url = personalisationRequests().find((candidate) => candidate.pathname === PET_TYPE_PATH);
    expect(url?.searchParams.get('shop_user_id')).toBe('U-77');
    expect(url?.searchParams.get('customer_id')).toBe('C-1001');
  });

  it('leaves the ids out of the pet-type call for a visitor without cookies', async () => {
    await runPersonalisationCalls();
    const url = personalisationRequests().find((candidate) => candidate.pathname === PET_TYPE_PATH);
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
    answers[AUDIENCES_PATH] = json({ message: 'down' }, 503);
    answers[PET_TYPE_PATH] = json({ petTypes: ['dog'] });
    await expect(runPersonalisationCalls()).resolves.toBeUndefined();
    expect(requestedPaths()).toEqual([AUDIENCES_PATH, PET_TYPE_PATH].sort());
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('503'),
      expect.objectContaining({ operation: 'getAudiences', status: 503 }),
    );
    const reports = fetchSpy.mock.calls.filter(([input]) => requestUrl(input).href === REPORTING_URL);
    expect(reports).toHaveLength(1);
    expect(JSON.parse(String(reports[0]?.[1]?.body))).toEqual(
      expect.objectContaining({ context: expect.objectContaining({ operation: 'getAudiences' }) }),
    );
    expect(getPersonalisation().petTypes).toEqual(['dog']);
  });

  it('swallows network failures of both calls', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answers[AUDIENCES_PATH] = () => {
      throw new TypeError('Failed to fetch');
    };
    answers[PET_TYPE_PATH] = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(runPersonalisationCalls()).resolves.toBeUndefined();
    const operations = consoleError.mock.calls.map(([, context]) => (context as { operation?: string }).operation).sort();
    expect(operations).toEqual(['getAudiences', 'getPetType']);
  });

  it('makes no request without consent', async () => {
    Cookies.remove(CONSENT_COOKIE, { path: '/' });
    await runPersonalisationCalls();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
