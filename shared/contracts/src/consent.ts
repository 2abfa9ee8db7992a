/**
 * The functional-consent decision, as the shell's banner (in the browser, and as a form its server answers without
 * JavaScript) and the platform store it. A real consent-management platform replaces the banner by writing the same
 * cookie and dispatching the platform's consent event.
 */

/** The cookie that holds the functional-consent decision ('1' or '0'; absent while undecided). */
export const CONSENT_COOKIE = 'sf_consent_functional';

/** The cookie's value for each decision. */
export const CONSENT_COOKIE_VALUES = { granted: '1', refused: '0' } as const;

/** How the decision is kept: for the whole shop, a year, sent along with top-level navigations from other sites. */
export const CONSENT_COOKIE_ATTRIBUTES = { path: '/', sameSite: 'Lax', expiresDays: 365 } as const;

/**
 * The banner's buttons submit this form to the shell's server when no script has taken the banner over (JavaScript
 * off, or not run yet): `choiceField` holds the decision (a CONSENT_COOKIE_VALUES value), `returnField` the path and
 * query of the page to go back to.
 */
export const CONSENT_FORM = { action: '/consent', choiceField: 'functional', returnField: 'returnTo' } as const;
