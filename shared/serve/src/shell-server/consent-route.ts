import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSENT_COOKIE_VALUES, CONSENT_FORM } from '@storefront/contracts';
import { askedOverHttps } from '../variants/document-variants';
import { consentSetCookie, type ConsentValue } from './consent-cookie';
import { sameOriginReturnPath } from './return-path';

/** The form's body is two short fields: anything longer is not the banner's form. */
const CONSENT_FORM_BODY_LIMIT = 4096;
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** The form's fields when the body holds exactly its own: the choice once, the return path at most once. */
export function readConsentForm(contentType: string | undefined, body: unknown): { choice: ConsentValue; returnTo: string | undefined } | undefined {
  if (contentType?.split(';')[0]?.trim().toLowerCase() !== FORM_CONTENT_TYPE || typeof body !== 'string') return undefined;
  const fields = new URLSearchParams(body);
  const names = [...fields.keys()];
  const known = new Set<string>([CONSENT_FORM.choiceField, CONSENT_FORM.returnField]);
  if (names.some((name) => !known.has(name)) || new Set(names).size !== names.length) return undefined;
  const choice = fields.get(CONSENT_FORM.choiceField);
  if (choice !== CONSENT_COOKIE_VALUES.granted && choice !== CONSENT_COOKIE_VALUES.refused) return undefined;
  return { choice, returnTo: fields.get(CONSENT_FORM.returnField) ?? undefined };
}

/**
 * Whether the post comes from a page of this shop. A browser names where a request comes from in `Sec-Fetch-Site`
 * (every current one) or at least in `Origin` (every browser on a POST for years); a request with neither is not a
 * current browser's, which no other site can make a shopper's browser send.
 */
export function comesFromThisShop(headers: FastifyRequest['headers'], host: string): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Where the form sends the shopper: its return path, or the page it was posted from (`Referer`) when that is the same
 * page of this shop. The document's return path leaves out the campaign parameters (utm_*, gclid: one kept document
 * per page, campaign-parameters.ts), which the shopper's address bar has and the shop's analytics reads from it after
 * the redirect. Either goes through sameOriginReturnPath.
 */
export function consentReturnPath(returnTo: string | undefined, referer: string | undefined, host: string): string {
  const formPath = sameOriginReturnPath(returnTo);
  let page: URL;
  try {
    page = new URL(referer ?? '');
  } catch {
    return formPath;
  }
  if (page.host !== host) return formPath;
  const pagePath = sameOriginReturnPath(`${page.pathname}${page.search}`);
  const pathOnly = (returnPath: string) => returnPath.split('?')[0];
  return pathOnly(pagePath) === pathOnly(formPath) ? pagePath : formPath;
}

/**
 * `POST /consent`: the consent banner's form, for a shopper whose browser has not run (or does not run) the script
 * that takes the banner over. Sets the consent cookie as the script would and answers 303 See Other to the page the
 * form names, when that is a path of this shop (otherwise to `/`), with the query it was posted from
 * (consentReturnPath). Refuses a post from another site (403: it could only set the shopper's own consent, but consent
 * is the shopper's to give) and a body other than the form's own fields (400).
 */
export async function registerConsentRoute(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // The form's urlencoded body as text, here only; any other body reaches the handler too, which refuses it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CONSENT_FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(CONSENT_FORM.action, async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-store');
      if (!comesFromThisShop(request.headers, request.host)) return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden: not from this shop');
      const form = readConsentForm(request.headers['content-type'], request.body);
      if (!form) return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request: not the consent form');
      return reply
        .header('Set-Cookie', consentSetCookie(form.choice, Date.now(), askedOverHttps(request)))
        .redirect(consentReturnPath(form.returnTo, request.headers.referer, request.host), 303);
    });
  });
}
