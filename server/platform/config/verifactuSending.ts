import type { VerifactuEnvironment } from '../../../src/domain/fiscal/verifactuQr';

/** The issuer's certificate for mutual TLS, and the agency's address. */
export interface AgencyConnection {
  endpoint: string;
  /** A PKCS#12 file and its password, or a PEM certificate and key. */
  certificate: { pfxPath: string; password?: string | undefined } | { certPath: string; keyPath: string; password?: string | undefined };
  /** Extra CA to trust (a test peer's); the system's CAs are trusted otherwise. */
  caPath?: string | undefined;
  timeoutMs: number;
}

/** The agency's VERI*FACTU SOAP entry points (web service "SistemaFacturacion", port VerifactuSOAP). */
export const AGENCY_ENDPOINTS: Record<VerifactuEnvironment, string> = {
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
};

/** How records reach the agency: its address, the issuer's certificate, how often the queue is looked at. */
export interface VerifactuSendOptions {
  /** VERIFACTU_ENDPOINT; by environment when not given; in demo mode without it, the in-process local peer. */
  verifactuEndpoint?: string | undefined;
  /** VERIFACTU_CERT_PFX: the issuer's certificate as a PKCS#12 file (with VERIFACTU_CERT_PASSWORD). */
  verifactuCertPfx?: string | undefined;
  verifactuCertPassword?: string | undefined;
  /** VERIFACTU_CERT_PEM + VERIFACTU_KEY_PEM: the same as PEM files. */
  verifactuCertPem?: string | undefined;
  verifactuKeyPem?: string | undefined;
  /** VERIFACTU_CA: an extra CA to trust for the agency's address (a test peer's). */
  verifactuCa?: string | undefined;
  /** VERIFACTU_SEND_EVERY_SECONDS: how often the queue is looked at besides the wake-ups (10 by default). */
  verifactuSendEverySeconds?: number | undefined;
  /** VERIFACTU_TIMEOUT_SECONDS: how long one submission may wait for its answer (60 by default). */
  verifactuTimeoutSeconds?: number | undefined;
}

export type VerifactuSendConfig =
  | { target: 'agency'; connection: AgencyConnection; sendEveryMs: number; leaseMs: number }
  /** Demo mode without an endpoint: records go to the local peer started in this process. */
  | { target: 'local-peer'; sendEveryMs: number; timeoutMs: number; leaseMs: number }
  /** No certificate (production refuses to start so): records wait in the queue. */
  | { target: 'off'; reason: string };

const DEFAULT_SEND_EVERY_SECONDS = 10;
const DEFAULT_TIMEOUT_SECONDS = 60;
/** A lease outlives the longest send by up to this much, so a slow answer is never sent twice by another process. */
const LEASE_MARGIN_MS = 30_000;

function certificateOf(options: VerifactuSendOptions): AgencyConnection['certificate'] | null {
  if (options.verifactuCertPfx) return { pfxPath: options.verifactuCertPfx, password: options.verifactuCertPassword };
  if (options.verifactuCertPem && options.verifactuKeyPem)
    return { certPath: options.verifactuCertPem, keyPath: options.verifactuKeyPem, password: options.verifactuCertPassword };
  return null;
}

/** What production refuses to start without, one line per setting. */
export function verifactuSendProblems(options: VerifactuSendOptions): string[] {
  if (certificateOf(options)) return [];
  if (options.verifactuCertPem || options.verifactuKeyPem)
    return ['VERIFACTU_CERT_PEM, VERIFACTU_KEY_PEM: both are needed (the certificate and its private key)'];
  return [
    "VERIFACTU_CERT_PFX (with VERIFACTU_CERT_PASSWORD), or VERIFACTU_CERT_PEM and VERIFACTU_KEY_PEM: the issuer's certificate, records are sent to the tax agency with it",
  ];
}

export function resolveVerifactuSend(
  options: VerifactuSendOptions,
  context: { mode: 'demo' | 'production'; environment: VerifactuEnvironment },
): VerifactuSendConfig {
  const sendEveryMs = (options.verifactuSendEverySeconds ?? DEFAULT_SEND_EVERY_SECONDS) * 1000;
  const timeoutMs = (options.verifactuTimeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
  const leaseMs = timeoutMs + Math.min(LEASE_MARGIN_MS, timeoutMs);
  if (context.mode === 'demo' && !options.verifactuEndpoint) return { target: 'local-peer', sendEveryMs, timeoutMs, leaseMs };
  const endpoint = options.verifactuEndpoint ?? AGENCY_ENDPOINTS[context.environment];
  if (!endpoint.startsWith('https://')) throw new Error(`VERIFACTU_ENDPOINT must be an https:// address, not '${endpoint}'`);
  const certificate = certificateOf(options);
  if (!certificate) return { target: 'off', reason: verifactuSendProblems(options).join('; ') };
  return { target: 'agency', connection: { endpoint, certificate, caPath: options.verifactuCa, timeoutMs }, sendEveryMs, leaseMs };
}
