import Cookies from 'js-cookie';

import { CUSTOMER_ID_COOKIE, SHOP_USER_ID_COOKIE } from '@storefront/contracts';

export { CUSTOMER_ID_COOKIE, SHOP_USER_ID_COOKIE };

export interface LoginState {
  loggedIn: boolean;
  customerId: string | null;
  shopUserId: string | null;
}

/**
 * A cookie's value without surrounding whitespace; null for one that is missing or blank, or a dot segment: an id is
 * one segment of the API's paths, and `.` or `..` would send the shopper's calls to other endpoints.
 */
const cookieValue = (value: string | undefined): string | null => value?.trim().replace(/^\.\.?$/, '') || null;

/**
 * The login state the cookies name: logged in means a customer id cookie with a value is present; anonymous visitors
 * have a shop user id too.
 */
export function loginStateFromCookies(cookies: Readonly<Record<string, string | undefined>>): LoginState {
  const customerId = cookieValue(cookies[CUSTOMER_ID_COOKIE]);
  const shopUserId = cookieValue(cookies[SHOP_USER_ID_COOKIE]);
  return { loggedIn: customerId !== null, customerId, shopUserId };
}

/** The browser's login state (its cookies). */
export function getLoginState(): LoginState {
  return loginStateFromCookies(Cookies.get());
}

/** Fragments ask the shell to log the shopper in with this window event; the shell owns the session. */
export const LOGIN_REQUEST_EVENT = 'storefront:login-request';

/** What came of a log-in or log-out the shell made: after one that succeeded, the shell reloads the page. */
export type SessionChangeOutcome = 'succeeded' | 'failed';

/** The detail of a LOGIN_REQUEST_EVENT: the shell hands the outcome of its log-in to `answer`. */
export interface LoginRequest {
  answer(outcome: Promise<SessionChangeOutcome>): void;
}

const isLoginRequest = (detail: unknown): detail is LoginRequest =>
  typeof detail === 'object' && detail !== null && typeof (detail as Partial<LoginRequest>).answer === 'function';

/**
 * Asks the shell to log the shopper in; resolves to what came of it. A request nobody answers (no shell on the page)
 * failed, as does an answer that is not an outcome.
 */
export function requestLogin(): Promise<SessionChangeOutcome> {
  let answered: Promise<SessionChangeOutcome> | undefined;
  const request: LoginRequest = {
    answer: (outcome) => {
      answered ??= Promise.resolve(outcome).then(
        (value: unknown) => (value === 'succeeded' ? 'succeeded' : 'failed'),
        () => 'failed' as const,
      );
    },
  };
  window.dispatchEvent(new CustomEvent<LoginRequest>(LOGIN_REQUEST_EVENT, { detail: request }));
  return answered ?? Promise.resolve('failed');
}

/**
 * The shell's side of LOGIN_REQUEST_EVENT: logs in for each request and answers it with the outcome (a request from
 * a fragment that expects no answer is served as well). Returns the function that stops answering.
 */
export function answerLoginRequests(logIn: () => Promise<SessionChangeOutcome>): () => void {
  const onRequest = (event: Event) => {
    const outcome = logIn();
    const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
    if (isLoginRequest(detail)) detail.answer(outcome);
  };
  window.addEventListener(LOGIN_REQUEST_EVENT, onRequest);
  return () => window.removeEventListener(LOGIN_REQUEST_EVENT, onRequest);
}
