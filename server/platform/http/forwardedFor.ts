/**
 * The client's address as the outermost of `trustedProxies` proxies wrote it in X-Forwarded-For. Each proxy
 * appends the address it was connected from, so the right-most hops are the trusted proxies' own and
 * everything to their left is whatever the client sent: the N-th hop from the right is the last one a
 * trusted proxy wrote. Fewer hops than proxies means the client reached an inner proxy directly; the
 * left-most hop is then still one a trusted proxy wrote. Without trusted proxies, or without the header,
 * the socket's address.
 */
export function forwardedClientAddress(forwardedFor: string | undefined, trustedProxies: number, socketAddress: string): string {
  if (trustedProxies < 1 || forwardedFor === undefined) return socketAddress;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  return hops[Math.max(0, hops.length - trustedProxies)] ?? socketAddress;
}
