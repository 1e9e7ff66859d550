import { NOTIFICATION_PATH } from './cardPayment';
import type { GatewayRequest } from './sandboxGateway';

/**
 * The server's own origins, the only ones the demo gateway notifies and sends the browser back to: its
 * public URL (PUBLIC_URL, or the address it listens on), and the origin the request was sent to (the
 * demo reached by another address than its public URL).
 */
export interface OwnOrigins {
  configured: string;
  requested: string | null;
}

function parsed(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

const isOwn = (url: URL, origins: OwnOrigins) => !url.username && !url.password && (url.origin === origins.configured || url.origin === origins.requested);

/**
 * Why the form's addresses are not the server's own (the form's signing key is the public test key in
 * demo mode, so anyone can sign any address): the notification only to our notification path, the
 * browser only back to our pages. Null when they are ours.
 */
export function foreignAddressRefusal(request: GatewayRequest, origins: OwnOrigins): string | null {
  const merchant = parsed(request.merchantUrl);
  if (!merchant || !isOwn(merchant, origins) || merchant.pathname !== NOTIFICATION_PATH)
    return 'Ds_Merchant_MerchantURL must be this server’s own notification address';
  for (const [name, address] of [
    ['Ds_Merchant_UrlOK', request.urlOk],
    ['Ds_Merchant_UrlKO', request.urlKo],
  ] as const) {
    const back = parsed(address);
    if (!back || !isOwn(back, origins)) return `${name} must be an address of this server`;
  }
  return null;
}

/** Whether the notification address is at the configured public URL (posted over HTTP there) rather than only at the request's origin. */
export const isAtConfiguredOrigin = (merchantUrl: string, origins: OwnOrigins) => parsed(merchantUrl)?.origin === origins.configured;
