import ipaddr from 'ipaddr.js';

/** The bits of an IPv6 address a subscriber is commonly given a whole block of (a /64). */
const SUBSCRIBER_PREFIX_BITS = 64;

/**
 * Who a field report counts against (field-token.ts's per-client share): the request's address as the server
 * determines it (Fastify's `request.ip`, after its trusted proxies), an IPv4 address as itself (also as a dual-stack
 * socket gives it, `::ffff:a.b.c.d`) and an IPv6 address by its /64, since one subscriber holds a whole /64 and could
 * otherwise change address per report. Anything else (no address: a test's injected request) counts as it is.
 */
export function fieldClient(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const block = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${SUBSCRIBER_PREFIX_BITS}`);
  return `${block.toString()}/${SUBSCRIBER_PREFIX_BITS}`;
}
