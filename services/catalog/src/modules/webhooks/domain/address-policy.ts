import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Host name to addresses; the system's resolver unless a test gives another (a rebinding DNS). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** The IPv4 rule: only what ipaddr.js calls unicast (no private, loopback, CGNAT, reserved...). */
function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

/** The IPv4 written in two 16-bit words of an IPv6 address (`invert`: Teredo's client). */
function ipv4Within(high: number, low: number, invert = false): ipaddr.IPv4 {
  const mask = invert ? 0xffff : 0;
  const [h, l] = [high ^ mask, low ^ mask];
  return new ipaddr.IPv4([h >> 8, h & 0xff, l >> 8, l & 0xff]);
}

/**
 * The IPv4 addresses an IPv6 address stands for, all of which must be public; null when it
 * embeds none. IPv4-compatible `::a.b.c.d`, IPv4-mapped `::ffff:a.b.c.d` and NAT64
 * `64:ff9b::/96` end with it; 6to4 (2002::/16) holds it in bits 16-47; Teredo (2001::/32)
 * holds its server in bits 32-63 and its client, inverted, in the last 32 bits.
 */
function embeddedIPv4(parts: number[]): ipaddr.IPv4[] | null {
  const [p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0] = parts;
  const zeroFirst80 = p0 === 0 && p1 === 0 && p2 === 0 && p3 === 0 && p4 === 0;
  if (zeroFirst80 && (p5 === 0 || p5 === 0xffff)) return [ipv4Within(p6, p7)];
  if (p0 === 0x64 && p1 === 0xff9b && p2 === 0 && p3 === 0 && p4 === 0 && p5 === 0)
    return [ipv4Within(p6, p7)];
  if (p0 === 0x2002) return [ipv4Within(p1, p2)];
  if (p0 === 0x2001 && p1 === 0) return [ipv4Within(p2, p3), ipv4Within(p6, p7, true)];
  return null;
}

/**
 * Only global unicast may be a target. IPv4: the IPv4 rule. IPv6: a form that embeds an IPv4
 * address is judged by that IPv4 (every one it embeds); any other must lie in global unicast
 * 2000::/3 and outside its special ranges (documentation, benchmarking, ORCHID...). A zone id
 * (`fe80::1%eth0`) names a link, which no public address needs: refused. IPv6 is read as the
 * URL parser reads it (ipaddr.js reads `::127.0.0.1` as IPv4-mapped, which is not what it is).
 * One pair of brackets is allowed, as a URL writes it. Registration and delivery both ask this.
 */
export function isPublicAddress(written: string): boolean {
  const address = written.replace(/^\[(.*)\]$/, '$1');
  if (address.includes('%')) return false;
  const family = isIP(address);
  if (family === 4) return isPublicIPv4(ipaddr.IPv4.parse(address));
  if (family !== 6) return false;
  let parsed: ipaddr.IPv6;
  try {
    parsed = ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  } catch {
    return false;
  }
  const embedded = embeddedIPv4(parsed.parts);
  if (embedded) return embedded.every(isPublicIPv4);
  const globalUnicast = (parsed.parts[0] ?? 0) >> 13 === 0b001;
  return globalUnicast && parsed.range() === 'unicast';
}

export class TargetRefusedError extends Error {
  constructor(
    readonly reason: 'private' | 'unresolvable',
    message: string,
  ) {
    super(message);
    this.name = 'TargetRefusedError';
  }
}

/** The host as written in a URL, without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The address to connect to: every address the host resolves to must be public (a name that
 * answers with one private address among public ones is refused), and the connection is made to
 * the one returned, so a second look-up (DNS rebinding) cannot swap it. `allowPrivate` (tests'
 * local receivers only) still resolves, to pin the same way.
 */
export async function resolveTarget(
  url: URL,
  resolve: ResolveHost,
  allowPrivate: boolean,
): Promise<ResolvedAddress> {
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
  }
  const first = addresses[0];
  if (!first) throw new TargetRefusedError('unresolvable', `${host} did not resolve`);
  if (!allowPrivate) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused)
      throw new TargetRefusedError('private', `${host} resolves to ${refused.address}, not public`);
  }
  return first;
}
