import { randomBytes, X509Certificate } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDSYS_TEST_SECRET } from '../../../server/platform/config/config';
import { REDSYS_KEY_BYTES, redsysKeyBytes, sameRedsysKey } from '../../../server/platform/config/redsysKey';
import { estimatedSecretBits, MIN_SECRET_BITS, weakSecretProblem } from '../../../server/platform/config/secretStrength';
import { certificateIdentity, REPOSITORY_CERTIFICATES } from '../../../server/platform/config/testCertificates';

describe('the strength of an operator secret', () => {
  it('scores a repeated character 0 bits and a random base64 string of 32 bytes above 128', () => {
    expect(estimatedSecretBits('a'.repeat(32))).toBe(0);
    expect(estimatedSecretBits('ab'.repeat(40))).toBe(80);
    expect(estimatedSecretBits(randomBytes(32).toString('base64'))).toBeGreaterThan(MIN_SECRET_BITS);
    expect(estimatedSecretBits(randomBytes(32).toString('hex'))).toBeGreaterThan(MIN_SECRET_BITS);
  });

  it('refuses short or low-entropy secrets, naming the setting, and takes random ones', () => {
    for (const weak of ['7', 'a'.repeat(32), 'ab'.repeat(40), '0123456789'.repeat(3)])
      expect(weakSecretProblem('JWT_SECRET', weak)).toMatch(/^JWT_SECRET: too weak/);
    // 31 distinct characters: enough bits, too short.
    expect(weakSecretProblem('SUPPORT_SECRET', 'abcdefghijklmnopqrstuvwxyz01234')).toMatch(/^SUPPORT_SECRET: too weak \(31 characters/);
    expect(weakSecretProblem('JWT_SECRET', randomBytes(32).toString('base64'))).toBeNull();
    expect(weakSecretProblem('JWT_SECRET', 'a-production-secret-of-at-least-32-characters')).toBeNull();
  });
});

describe('a Redsys merchant key', () => {
  const testKey = Buffer.from(REDSYS_TEST_SECRET, 'base64');

  it('is read by its bytes however it is written', () => {
    expect(redsysKeyBytes(REDSYS_TEST_SECRET)?.length).toBe(REDSYS_KEY_BYTES);
    for (const written of [`${REDSYS_TEST_SECRET}=`, `${REDSYS_TEST_SECRET}==`, ` ${REDSYS_TEST_SECRET}\n`, 'sq7HjrUOBfKm C576ILgsk\r\nD5srU870gJ7'])
      expect(redsysKeyBytes(written)?.equals(testKey)).toBe(true);
    const key = randomBytes(24);
    expect(sameRedsysKey(key.toString('base64'), key.toString('base64url'))).toBe(true);
    expect(sameRedsysKey(randomBytes(24).toString('base64'), REDSYS_TEST_SECRET)).toBe(false);
  });

  it('is not a key when the text holds anything but base64', () => {
    expect(redsysKeyBytes('sq7HjrUOBfKm=C576ILgskD5srU870gJ7')).toBeNull();
    expect(redsysKeyBytes('not a key: the back office gives base64')).toBeNull();
  });
});

describe("the repository's certificates", () => {
  it('are every certificate in test/fixtures/verifactu/certs, by fingerprint and public key', () => {
    const dir = path.resolve(import.meta.dirname, '../../fixtures/verifactu/certs');
    const files = readdirSync(dir).filter((file) => file.endsWith('.pem'));
    expect(files.sort()).toEqual(REPOSITORY_CERTIFICATES.map((known) => known.file).sort());
    for (const known of REPOSITORY_CERTIFICATES)
      expect(certificateIdentity(new X509Certificate(readFileSync(path.join(dir, known.file))))).toEqual({
        fingerprint256: known.fingerprint256,
        publicKeySha256: known.publicKeySha256,
      });
  });
});
