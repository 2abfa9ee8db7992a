// Who is calling: Authorization "Bearer <customerId|shopUserId>" first, then the cid / zt_id cookies.
import { AUDIENCES_COOKIE, CUSTOMER_ID_COOKIE, SHOP_USER_ID_COOKIE } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { DataSet } from '../data/load';
import { readCookie } from '../http/cookies';
import type { Customer } from './types';

export const COOKIE = {
  customerId: CUSTOMER_ID_COOKIE,
  shopUserId: SHOP_USER_ID_COOKIE,
  sid: 'sf_sid',
  cart: 'sf_cart',
  audiences: AUDIENCES_COOKIE,
} as const;

export function findCustomer(data: DataSet, id: string | undefined): Customer | undefined {
  if (!id) return undefined;
  return data.customers.customers.find((c) => c.customerId === id || c.shopUserId === id);
}

export function customerOf(request: FastifyRequest, data: DataSet): Customer | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return findCustomer(data, token) ?? findCustomer(data, readCookie(request, COOKIE.customerId)) ?? findCustomer(data, readCookie(request, COOKIE.shopUserId));
}
