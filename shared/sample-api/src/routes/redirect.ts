// GET /v1/shop/redirect/options/{domain}/{locale}/{language} and …/{domain}/{locale}/{ip}/{language}
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { countryOfIp, isIp, suggestions } from '../domain/redirect';
import { badRequest, notFound } from '../http/errors';

interface Params {
  domain: string;
  locale: string;
  language: string;
  ip?: string;
}

export function registerRedirectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const answer = ({ domain, locale, language, ip }: Params) => {
    const file = ctx.data.redirect;
    const current = file.shops.find((s) => s.domain === domain);
    if (!current) throw notFound(`Unknown shop domain "${domain}"`, 'unknown-domain');
    if (!/^[a-z]{2}-[A-Z]{2}$/.test(locale)) throw badRequest(`locale must look like de-DE, got "${locale}"`);
    if (!/^[a-z]{2}$/.test(language)) throw badRequest(`language must be a two-letter code, got "${language}"`);
    if (ip !== undefined && !isIp(ip)) throw badRequest(`ip must be an IPv4 or IPv6 address, got "${ip}"`);
    const country = ip !== undefined ? countryOfIp(file, ip) : locale.slice(3);
    const locResources = file.locResources[language] ?? file.locResources.de;
    if (!locResources) throw notFound(`No texts for language "${language}"`, 'unknown-language');
    return { options: suggestions(file, current, country), locResources };
  };

  app.get<{ Params: Params }>('/v1/shop/redirect/options/:domain/:locale/:language', async (request) => answer(request.params));
  app.get<{ Params: Params }>('/v1/shop/redirect/options/:domain/:locale/:ip/:language', async (request) => answer(request.params));
}
