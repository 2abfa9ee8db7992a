// Site lookups for the site-scoped paths (unknown site, locale or language -> 404 JSON).
import type { DataSet } from '../data/load';
import { notFound } from '../http/errors';
import { positiveIntegerParam } from '../http/params';
import type { Site } from './types';

export function siteById(data: DataSet, rawSiteId: string | undefined): Site {
  const siteId = positiveIntegerParam('siteId', rawSiteId);
  const site = data.sites.find((s) => s.siteId === siteId);
  if (!site) throw notFound(`Unknown site ${siteId}; known sites: ${data.sites.map((s) => s.siteId).join(', ')}`, 'unknown-site');
  return site;
}

export function siteWithLocale(data: DataSet, rawSiteId: string | undefined, locale: string | undefined): Site {
  const site = siteById(data, rawSiteId);
  if (locale !== site.locale) throw notFound(`Site ${site.siteId} has locale ${site.locale}, not "${locale ?? ''}"`, 'unknown-locale');
  return site;
}

export function siteWithLanguage(data: DataSet, rawSiteId: string | undefined, language: string | undefined): Site {
  const site = siteById(data, rawSiteId);
  if (language !== site.language) {
    throw notFound(`Site ${site.siteId} has language ${site.language}, not "${language ?? ''}"`, 'unknown-language');
  }
  return site;
}
