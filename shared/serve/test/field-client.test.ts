import { fieldClient } from '../src/field/field-client';

describe('fieldClient', () => {
  it.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv4 address as a dual-stack socket gives it', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['another address of the same /64', '2001:0db8:0001:0002::ffff', '2001:db8:1:2::/64'],
    ['a shortened IPv6 address', '2001:db8::1', '2001:db8::/64'],
    ['loopback', '::1', '::/64'],
    ['a zone', 'fe80::1%eth0', 'fe80::/64'],
    ['no address at all', '', ''],
  ])('counts %s as one client', (_name, address, client) => {
    expect(fieldClient(address)).toBe(client);
  });

  it('tells apart two /64s of one provider', () => {
    expect(fieldClient('2001:db8:1:2::1')).not.toBe(fieldClient('2001:db8:1:3::1'));
  });
});
