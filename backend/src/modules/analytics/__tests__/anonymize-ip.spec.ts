import { anonymizeIp } from '../anonymize-ip';

describe('anonymizeIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', '2001:db8:0::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0::'],
  ])('keeps only the network of %s', (address, expected) => {
    expect(anonymizeIp(address)).toBe(expected);
  });

  it.each([[undefined], ['not an address'], ['']])('stores nothing for %p', (address) => {
    expect(anonymizeIp(address)).toBeNull();
  });
});
