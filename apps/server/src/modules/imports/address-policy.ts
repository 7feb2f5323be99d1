/**
 * Which network addresses an outgoing fetch for a user-given URL may reach: public internet
 * addresses only. Loopback, private, link-local (with the cloud metadata service at
 * 169.254.169.254), carrier-grade NAT, multicast, reserved and unique-local IPv6 ranges are
 * refused, including IPv4 addresses hidden inside IPv6 ones.
 */
import { BlockList, isIP } from 'node:net';

const blockedV4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const blockedV6: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2001::', 32], // Teredo (tunnels to any IPv4)
  ['fc00::', 7], // unique local (also AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
];

const blocked = new BlockList();
for (const [network, prefix] of blockedV4) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of blockedV6) blocked.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Expands an IPv6 address to its eight 16-bit groups. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0]!;
  // A dotted IPv4 tail ("::ffff:127.0.0.1") becomes two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (text.includes('::') ? missing < 0 : left.length !== 8) return null;
  const groups = [...left, ...Array(text.includes('::') ? missing : 0).fill('0'), ...right].map((g) =>
    parseInt(g, 16),
  );
  return groups.some((g) => Number.isNaN(g)) ? null : groups;
}

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (count: number) => groups.slice(0, count).every((g) => g === 0);
  if (zeros(5) && groups[5] === 0xffff) return v4(groups[6]!, groups[7]!); // ::ffff:a.b.c.d
  if (zeros(6)) return v4(groups[6]!, groups[7]!); // ::a.b.c.d (old "compatible")
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) {
    return v4(groups[6]!, groups[7]!); // 64:ff9b::a.b.c.d (NAT64)
  }
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!); // 6to4
  return null;
}

export interface AddressPolicyOptions {
  /** Tests only: let loopback through so a local test page can be fetched. Never from configuration. */
  allowLoopback?: boolean;
}

/** True when an outgoing request may connect to this IP address. */
export function isPublicAddress(address: string, options: AddressPolicyOptions = {}): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (options.allowLoopback && loopback.check(address, type)) return true;
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner) return isPublicAddress(inner, options);
  }
  return !blocked.check(address, type);
}
