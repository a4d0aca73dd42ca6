import { lookup } from 'node:dns/promises';
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

/**
 * Only global unicast may be a target: private, loopback, link-local, CGNAT, multicast,
 * reserved and documentation ranges are refused, in IPv4 and IPv6, an IPv4 address written as
 * IPv4-mapped IPv6 (`::ffff:127.0.0.1`) judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
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
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
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
