import { describe, expect, it } from 'vitest';
import { isPublicAddress, isRefusedHostName, normalisedHost } from './address-policy.ts';

describe('addresses the server may connect to', () => {
  it.each([
    // IPv4 loopback, unspecified, private, link-local (cloud metadata), carrier-grade NAT
    ['127.0.0.1', 'loopback'],
    ['127.1.2.3', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '"this network"'],
    ['10.0.0.1', '10/8'],
    ['10.255.255.255', '10/8'],
    ['172.16.5.4', '172.16/12'],
    ['172.31.255.255', '172.16/12'],
    ['192.168.1.1', '192.168/16'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', '100.64/10'],
    ['100.127.255.255', '100.64/10'],
    ['100.100.100.200', 'Alibaba metadata in 100.64/10'],
    ['192.0.0.8', 'protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    // IPv6 unspecified, loopback, unique local, link-local, multicast, reserved
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['0:0:0:0:0:0:0:1', 'IPv6 loopback, long form'],
    ['fc00::1', 'fc00::/7'],
    ['fd12:3456::1', 'fc00::/7'],
    ['fd00:ec2::254', 'AWS metadata'],
    ['fe80::1', 'fe80::/10'],
    ['febf::1', 'fe80::/10'],
    ['fec0::1', 'old site-local'],
    ['ff02::1', 'multicast'],
    ['100::1', 'discard'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'Teredo'],
    ['2001:10::1', 'ORCHID'],
    ['3fff::1', 'documentation (2024)'],
    ['4000::1', 'outside global unicast'],
    // IPv4 hidden inside IPv6
    ['::ffff:127.0.0.1', 'mapped loopback'],
    ['::ffff:7f00:1', 'mapped loopback, hex'],
    ['::ffff:a9fe:a9fe', 'mapped 169.254.169.254'],
    ['::ffff:169.254.169.254', 'mapped metadata'],
    ['::ffff:10.0.0.1', 'mapped private'],
    ['::ffff:0:0', 'mapped unspecified'],
    ['::127.0.0.1', 'compatible loopback'],
    ['::7f00:1', 'compatible loopback, hex'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback'],
    ['64:ff9b::7f00:1', 'NAT64 loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 metadata'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 loopback'],
    ['2002:a9fe:a9fe::1', '6to4 metadata'],
    ['2002:c0a8:101::1', '6to4 private'],
    // not addresses at all
    ['not-an-ip', 'a name'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['public IPv4', ['93.184.216.34', '8.8.8.8', '1.1.1.1']],
    ['IPv4 just outside the private ranges', ['172.32.0.1', '172.15.255.255', '192.169.0.1']],
    ['IPv4 just outside carrier-grade NAT', ['100.128.0.1', '100.63.255.255']],
    ['IPv6 global unicast', ['2a00:1450:4001:80b::200e', '2606:4700:4700::1111']],
    ['public IPv4 inside IPv6', ['::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1']],
  ])('allows %s', (_kind, addresses) => {
    for (const address of addresses) expect(isPublicAddress(address), address).toBe(true);
  });

  it('lets loopback through only when a test asks for it', () => {
    expect(isPublicAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isPublicAddress('169.254.169.254', { allowLoopback: true })).toBe(false);
    expect(isPublicAddress('::', { allowLoopback: true })).toBe(false);
    expect(isPublicAddress('0.0.0.0', { allowLoopback: true })).toBe(false);
  });
});

describe('host names refused before resolving', () => {
  it.each([
    ['localhost.', 'localhost'],
    ['LOCALHOST..', 'localhost'],
    ['[::1]', '::1'],
    ['[::ffff:7f00:1]', '::ffff:7f00:1'],
    ['Push.Example.COM.', 'push.example.com'],
  ])('reads %s as %s', (hostname, host) => {
    expect(normalisedHost(hostname)).toBe(host);
  });

  it.each([
    ['names of one label', ['localhost', 'metadata', 'intranet']],
    ['names under a local top-level name', ['foo.localhost', 'printer.local', 'db.localdomain']],
    ['names in local-only domains', ['metadata.google.internal', 'router.home.arpa']],
    ['malformed names', ['a..b', '']],
    ['numbers that are no address', ['1.2.3.4.5', '0x7f.0x1.0x0.0x1.0x0']],
  ])('refuses %s', (_kind, hosts) => {
    for (const host of hosts) expect(isRefusedHostName(host), host).toBe(true);
  });

  it.each([
    'fcm.googleapis.com',
    'updates.push.services.mozilla.com',
    'web.push.apple.com',
    'nominatim.openstreetmap.org',
  ])('leaves %s to be resolved and checked', (host) => {
    expect(isRefusedHostName(host)).toBe(false);
  });
});
