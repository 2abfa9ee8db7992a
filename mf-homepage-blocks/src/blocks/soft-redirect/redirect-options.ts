import { getApiClient, getSiteConfig, reportError, safeHref, requireParameters, withErrorReporting, v } from '@storefront/platform';
import type { SchemaRedirectOptions } from '@storefront/contracts';
import { FRAGMENT } from '../../fragment';

const OPERATION = 'getRedirectOptions';

/** A shop to suggest; its url is always on one of the shop's known domains once fetchRedirectOffer kept it. */
export type RedirectOption = SchemaRedirectOptions['options'][number];

/** The dialog's texts, each with a `{0}` placeholder. */
export type RedirectTexts = SchemaRedirectOptions['locResources'];

export interface RedirectOffer {
  options: RedirectOption[];
  texts: RedirectTexts;
}

const responseSchema = v.object({
  options: v.array(v.unknown()),
  locResources: v.object({ title: v.string(), goTo: v.string(), stayAt: v.string() }),
});
const optionSchema = v.object({ domain: v.pipe(v.string(), v.minLength(1)), url: v.pipe(v.string(), v.minLength(1)) });

function redirectOptionsPath(domain: string, locale: string, language: string): string {
  return `/v1/shop/redirect/options/${[domain, locale, language].map(encodeURIComponent).join('/')}`;
}

/**
 * Spec sections 5 and 7: shops to suggest to this visitor. Only options whose url is on one of the shop's
 * known domains are kept (anything else is reported). Undefined when the lookup fails (reported).
 */
export async function fetchRedirectOffer(): Promise<RedirectOffer | undefined> {
  const { domain, locale, language } = getSiteConfig();
  const context = { fragment: FRAGMENT };
  const response = await withErrorReporting(
    OPERATION,
    async () => {
      requireParameters(OPERATION, { domain, locale, language });
      return getApiClient('geoIpLookup', FRAGMENT).get<unknown>(redirectOptionsPath(domain, locale, language));
    },
    context,
  );
  if (!response) return undefined;
  const parsed = v.safeParse(responseSchema, response.data);
  if (!parsed.success) {
    reportError(new Error('Redirect options response has no options list and locResources texts'), { ...context, operation: OPERATION });
    return undefined;
  }
  const options = parsed.output.options.flatMap((entry) => {
    const option = v.safeParse(optionSchema, entry);
    // The go-to link navigates to exactly the URL that was checked, never to the raw text from the service.
    const url = option.success ? safeHref(option.output.url) : undefined;
    if (option.success && url) return [{ domain: option.output.domain, url }];
    reportError(new Error('Redirect option left out: not a domain with a url on a known shop domain'), {
      ...context,
      operation: OPERATION,
      option: entry,
    });
    return [];
  });
  return { options, texts: parsed.output.locResources };
}
