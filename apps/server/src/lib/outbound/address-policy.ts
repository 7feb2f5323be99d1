/**
 * Which network addresses the server may connect to when it makes a request of its own (imports,
 * posters, web push, FCM, place search, Instagram): public internet addresses only. Loopback,
 * unspecified, private, link-local (with the cloud metadata service at 169.254.169.254),
 * carrier-grade NAT, multicast and reserved ranges are refused, and so is any IPv4 address carried
 * inside an IPv6 one (mapped, compatible, NAT64, 6to4). IPv6 is allowed only inside global
 * unicast (2000::/3), so a range nobody thought to list stays refused.
 */
import { BlockList, isIP } from 'node:net';

const blockedV4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
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

/** Inside 2000::/3, the parts that are not somebody's public host. */
const blockedV6: Array<[string, number]> = [
  ['2001::', 23], // IETF protocol assignments: Teredo (tunnels to any IPv4), ORCHID, benchmarking
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
];

const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

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
  if (zeros(6)) return v4(groups[6]!, groups[7]!); // ::a.b.c.d (old "compatible"), also :: and ::1
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) {
    return v4(groups[6]!, groups[7]!); // 64:ff9b::a.b.c.d (NAT64)
  }
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!); // 6to4
  return null;
}

export interface AddressPolicyOptions {
  /** Tests only: let loopback through so a local stand-in can be reached. Never from configuration. */
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
    if (!globalUnicast.check(address, 'ipv6')) return false;
  }
  return !blocked.check(address, type);
}

/** True for loopback addresses (127/8, ::1 and IPv4 loopback inside IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner && inner !== '0.0.0.0' && inner !== '0.0.0.1') return isLoopbackAddress(inner);
  }
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A URL's host as the policy reads it: without IPv6 brackets, lower case, without the trailing
 * dots DNS ignores (`localhost.` is `localhost`). The URL parser has already turned IPv4 in odd
 * forms (`0x7f.1`, `2130706433`, full-width digits) into dotted decimal.
 */
export function normalisedHost(hostname: string): string {
  return hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.+$/, '');
}

/** Names that only ever mean this machine or its own network (RFC 6761, RFC 8375, cloud DNS). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'intranet', 'lan', 'home.arpa'];

/**
 * True when a host name (not an IP address) is refused before it is even resolved: local names,
 * names of one label (the resolver's search list would turn `metadata` into an internal host) and
 * malformed ones. Whatever passes is still resolved and every address it has is checked.
 */
export function isRefusedHostName(host: string): boolean {
  if (!host || host.length > 253) return true;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => !label)) return true;
  // Something that looks numeric but is not an IP address is not a name a public service has.
  if (labels.every((label) => /^(0x[0-9a-f]*|\d+)$/.test(label))) return true;
  return LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}
