/**
 * Whether the server may send to this push endpoint: https, on one of the allowed push-service hosts
 * (`*.example.com` covers its subdomains; `host:port` pins a port). A subscription is a URL the client
 * chose, so without this the server could be made to POST to any address.
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return hosts.some((allowed) => {
    const [pattern = '', port] = allowed.toLowerCase().split(/:(?=\d+$)/);
    if (port !== undefined ? url.port !== port : url.port !== '') return false;
    return pattern.startsWith('*.') ? url.hostname.endsWith(pattern.slice(1)) : url.hostname === pattern;
  });
}
