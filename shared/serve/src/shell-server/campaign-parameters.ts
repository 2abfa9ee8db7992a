/**
 * Query parameters that name where a shopper came from (campaign and click ids of newsletters and ad networks): for
 * analytics in the browser, which reads them from the address bar; no page renders differently for them, so a
 * newsletter's or an ad's landing page is the same page.
 */
const CAMPAIGN_PARAMETER = /^(utm_.+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|mc_cid|mc_eid)$/i;

/**
 * The page a document shows for `url`: the URL without campaign parameters, so that a campaign's visitors share one
 * kept document (a newsletter sent to many at once is when they come) and no document names another visitor's ids.
 */
export function withoutCampaignParameters(url: URL): URL {
  const page = new URL(url);
  for (const name of [...page.searchParams.keys()]) if (CAMPAIGN_PARAMETER.test(name)) page.searchParams.delete(name);
  // Untouched when there were none: searchParams would re-encode the query (`%20` as `+`).
  return page.searchParams.size === url.searchParams.size ? url : page;
}
