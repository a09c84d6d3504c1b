import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Which addresses a webhook may reach (no SSRF): public unicast only. Private, loopback, link-local,
 * unique-local, multicast, reserved and documentation ranges are refused; an IPv4-mapped (or NAT64,
 * 6to4) IPv6 address is refused with them. Loopback is let through only when the server allows it
 * (WEBHOOK_ALLOW_LOOPBACK, for tests and benchmarks).
 */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  REFUSED.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  REFUSED.addSubnet(network, prefix, "ipv6");

/** IPv4-mapped IPv6 (`::ffff:a.b.c.d`): refused in any form. Apart, as BlockList also matches IPv4 against it. */
const MAPPED = new BlockList();
MAPPED.addSubnet("::ffff:0:0", 96, "ipv6");

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

const withoutBrackets = (host: string) => host.replace(/^\[(.*)\]$/, "$1");

export function isLoopbackAddress(address: string): boolean {
  const version = isIP(address);
  return version !== 0 && LOOPBACK.check(address, version === 4 ? "ipv4" : "ipv6");
}

/** Whether a webhook may connect to this IP address. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const ip = withoutBrackets(address);
  const version = isIP(ip);
  if (version === 0) return false;
  if (version === 6 && MAPPED.check(ip, "ipv6")) return false;
  if (isLoopbackAddress(ip)) return allowLoopback;
  return !REFUSED.check(ip, version === 4 ? "ipv4" : "ipv6");
}

/** Resolves a host name to its addresses (every one, v4 and v6). */
export type Resolver = (host: string) => Promise<string[]>;
export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export class RefusedTarget extends Error {}

/**
 * The address to connect to for `url`, checked: the URL must be https (http only to an allowed
 * loopback), and every address its host resolves to must be allowed (one private answer refuses the
 * host). The caller connects to the address answered, never resolving again: a DNS answer that changes
 * in between (rebinding) cannot reach a private address.
 */
export async function resolveTarget(
  url: URL,
  { allowLoopback, resolve }: { allowLoopback: boolean; resolve: Resolver },
): Promise<string> {
  if (url.username || url.password) throw new RefusedTarget("identifiants dans l'adresse");
  const host = withoutBrackets(url.hostname);
  const addresses = isIP(host) !== 0 ? [host] : await resolve(host);
  if (addresses.length === 0) throw new RefusedTarget("hôte sans adresse");
  for (const address of addresses)
    if (!isAllowedAddress(address, allowLoopback)) throw new RefusedTarget(`adresse refusée (${address})`);
  const [address] = addresses as [string];
  if (url.protocol === "https:") return address;
  if (url.protocol === "http:" && allowLoopback && addresses.every(isLoopbackAddress)) return address;
  throw new RefusedTarget("https exigé");
}

/**
 * The check of an address when a subscription is written (no DNS: names are checked at each
 * delivery): https, no credentials, not a refused IP literal nor `localhost` (loopback when allowed,
 * then over http too).
 */
export function isAcceptableWebhookUrl(text: string, allowLoopback: boolean): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  if (url.username || url.password) return false;
  const host = withoutBrackets(url.hostname).toLowerCase();
  const isLocalName = host === "localhost" || host.endsWith(".localhost");
  const isLoopback = isLocalName || isLoopbackAddress(host);
  if (isLoopback) return allowLoopback && (url.protocol === "https:" || url.protocol === "http:");
  if (url.protocol !== "https:") return false;
  return isIP(host) === 0 || isAllowedAddress(host, allowLoopback);
}
