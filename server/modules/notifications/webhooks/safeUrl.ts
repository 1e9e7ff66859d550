import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Every address a host name resolves to. */
export type AddressLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Where deliveries may go: public https receivers only, unless local receivers are allowed (tests, demo). */
export interface UrlPolicy {
  allowLocal: boolean;
  /** The system resolver unless given (tests answer names themselves). */
  lookup?: AddressLookup | undefined;
}

export const systemLookup: AddressLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/** Why a URL is no place to deliver to. */
export type UrlRefusal = 'not_a_url' | 'not_https' | 'credentials' | 'unresolvable' | 'private_address';

export class UnsafeWebhookUrl extends Error {
  constructor(
    readonly reason: UrlRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'UnsafeWebhookUrl';
  }
}

/** Loopback, private, link-local (cloud metadata at 169.254.169.254), shared, documentation, multicast and reserved ranges. */
const NOT_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
// IPv4 inside IPv6 (mapped, NAT64, 6to4, Teredo) is refused whole: it could carry any of the above. A list
// apart, since a BlockList holding IPv6 rules matches IPv4 addresses against them as mapped ones.
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is one on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 6 ? !NOT_PUBLIC_V6.check(address, 'ipv6') : !NOT_PUBLIC_V4.check(address, 'ipv4');
}

/** The URL's form: https (http too when local receivers are allowed), without user or password. */
export function parseWebhookUrl(raw: string, policy: Pick<UrlPolicy, 'allowLocal'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeWebhookUrl('not_a_url', 'The webhook URL is not a URL');
  }
  const schemes = policy.allowLocal ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw new UnsafeWebhookUrl('not_https', 'The webhook URL must start with https://');
  if (url.username || url.password) throw new UnsafeWebhookUrl('credentials', 'The webhook URL must not carry a user or password');
  return url;
}

/**
 * The address a delivery connects to: the URL's host resolved once and every answer checked, so the
 * connection goes to an address that was checked (a second resolution could answer otherwise).
 */
export async function resolveWebhookTarget(url: URL, policy: UrlPolicy): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (policy.lookup ?? systemLookup)(host);
    } catch {
      addresses = [];
    }
  }
  const [first] = addresses;
  if (!first) throw new UnsafeWebhookUrl('unresolvable', `The webhook host ${host} has no address`);
  if (!policy.allowLocal) {
    const hidden = addresses.find((entry) => !isPublicAddress(entry.address));
    if (hidden) throw new UnsafeWebhookUrl('private_address', `The webhook host ${host} is not on a public address (${hidden.address})`);
  }
  return first;
}

/** Checks a URL a subscription names: its form, and where its host points now. */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<URL> {
  const url = parseWebhookUrl(raw, policy);
  await resolveWebhookTarget(url, policy);
  return url;
}
