import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Duplex } from 'node:stream';
import { createSecureContext, TLSSocket } from 'node:tls';
import type { VerifactuSendOptions } from './verifactuSending';

/**
 * The certificates in test/fixtures/verifactu/certs (the demo's and the tests'): their private keys are in
 * the repository, so a production issuer certificate must be none of them, nor carry one of their keys.
 * Each: SHA-256 fingerprint of the certificate, and SHA-256 of its public key (SubjectPublicKeyInfo, DER).
 */
export const REPOSITORY_CERTIFICATES: ReadonlyArray<{ file: string; fingerprint256: string; publicKeySha256: string }> = [
  {
    file: 'client.pem',
    fingerprint256: '21:99:E8:9A:4A:3F:52:7D:BE:5A:F1:EB:7E:23:F2:4A:F4:CE:21:EA:C1:01:E4:E0:9D:6E:88:66:2F:A0:8F:C4',
    publicKeySha256: 'ef4485ae24be6b4aea616e9d68d5aedb8f56f9f1fc7c295ffd98e1fdb382bc5e',
  },
  {
    file: 'server.pem',
    fingerprint256: '6C:BB:92:F5:9F:62:12:3B:46:D9:9A:6F:A9:F8:B8:E9:D5:36:67:8D:2B:ED:14:CA:60:51:9F:62:15:DC:D8:37',
    publicKeySha256: 'c569c9fbdad8b57657a4311e3f46ad3587b386efc74c8309213e759c1ebd0405',
  },
  {
    file: 'stranger.pem',
    fingerprint256: '98:58:B2:7A:7E:6D:AE:EB:11:FB:7B:63:C2:8C:F3:2D:9C:79:C8:AF:62:16:45:9E:A6:9F:91:ED:E9:36:30:EC',
    publicKeySha256: '9d102ec18243ed42af4ca23edea593d3ab4b483876a1eecb11b87ccadc92d392',
  },
  {
    file: 'ca.pem',
    fingerprint256: 'C8:69:A3:C5:39:A5:72:C1:08:3D:30:D4:0B:3A:85:97:27:17:2E:6D:F5:ED:3A:C0:B4:B9:E0:A1:78:36:6A:B4',
    publicKeySha256: 'edbf7c7dbfa9d2054e74c397cb6b6fe8563a0e289a6bc93d618b9402a65b3a26',
  },
  {
    file: 'other-ca.pem',
    fingerprint256: 'E9:C3:4E:63:3C:40:D9:45:E3:55:96:DF:E4:CB:85:5A:BA:C6:7D:9E:0A:82:D6:1D:EF:81:13:BF:58:41:BE:4E',
    publicKeySha256: 'bec792e744df98ad63d0a81fc21e7a8442a25c8385779284d55779dab85fa1e4',
  },
];

/** The fingerprint and public-key hash of a certificate, as REPOSITORY_CERTIFICATES lists them. */
export function certificateIdentity(certificate: X509Certificate): { fingerprint256: string; publicKeySha256: string } {
  const publicKey = certificate.publicKey.export({ type: 'spki', format: 'der' });
  return { fingerprint256: certificate.fingerprint256, publicKeySha256: createHash('sha256').update(publicKey).digest('hex') };
}

export function isRepositoryCertificate(certificate: X509Certificate): boolean {
  const { fingerprint256, publicKeySha256 } = certificateIdentity(certificate);
  return REPOSITORY_CERTIFICATES.some((known) => known.fingerprint256 === fingerprint256 || known.publicKeySha256 === publicKeySha256);
}

/** The own certificate of a PKCS#12 file, read the way the TLS connection to the agency reads it. */
function pfxCertificate(pfxPath: string, password: string | undefined): X509Certificate | null {
  const secureContext = createSecureContext({ pfx: readFileSync(pfxPath), passphrase: password });
  // A socket that never connects: it only shows the certificate its context would present.
  const socket = new TLSSocket(new Duplex({ read() {}, write: (_chunk, _encoding, done) => done() }), { secureContext, isServer: true });
  try {
    return socket.getX509Certificate() ?? null;
  } finally {
    socket.destroy();
  }
}

/** The issuer's certificate the settings name (the PFX's own, or the PEM file's first), when one is named. */
function issuerCertificate(options: VerifactuSendOptions): { setting: string; certificate: X509Certificate | null } | null {
  if (options.verifactuCertPfx) return { setting: 'VERIFACTU_CERT_PFX', certificate: pfxCertificate(options.verifactuCertPfx, options.verifactuCertPassword) };
  if (options.verifactuCertPem) return { setting: 'VERIFACTU_CERT_PEM', certificate: new X509Certificate(readFileSync(options.verifactuCertPem)) };
  return null;
}

/** Production refuses the repository's own certificates as the issuer's: anyone holds their keys. */
export function repositoryCertificateProblems(options: VerifactuSendOptions): string[] {
  let named: ReturnType<typeof issuerCertificate>;
  try {
    named = issuerCertificate(options);
  } catch (error) {
    const setting = options.verifactuCertPfx ? 'VERIFACTU_CERT_PFX' : 'VERIFACTU_CERT_PEM';
    return [`${setting}: the certificate cannot be read (${(error as Error).message})`];
  }
  if (!named?.certificate || !isRepositoryCertificate(named.certificate)) return [];
  return [`${named.setting}: this is the repository's test certificate (its private key is public); set the issuer's own certificate`];
}
