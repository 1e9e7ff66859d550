import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import type { AgencyConnection } from '../../../platform/config/verifactuSending';
import { readSubmissionAnswer, UnreadableAnswer, type SubmissionAnswer } from './agencyAnswer';

/** The submission did not get an answer about its records: nothing is known to be stored, it is sent again. */
export class SendFailed extends Error {}

/** TLS options read once: the files are read at start, so a missing file fails the start, not each send. */
export function tlsOptions(connection: AgencyConnection) {
  const { certificate } = connection;
  return {
    ...('pfxPath' in certificate
      ? { pfx: readFileSync(certificate.pfxPath), passphrase: certificate.password }
      : { cert: readFileSync(certificate.certPath), key: readFileSync(certificate.keyPath), passphrase: certificate.password }),
    ...(connection.caPath ? { ca: readFileSync(connection.caPath) } : {}),
  };
}

export type AgencySender = (envelope: string) => Promise<SubmissionAnswer>;

const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

/**
 * POSTs a RegFactuSistemaFacturacion envelope to the agency over HTTPS with the issuer's certificate and
 * reads its answer. No answer in time, a status other than 200, a SOAP Fault or an unreadable answer throws
 * SendFailed: the records stay queued.
 */
export function agencySender(connection: AgencyConnection): AgencySender {
  const tls = tlsOptions(connection);
  const url = new URL(connection.endpoint);
  if (url.protocol !== 'https:') throw new Error(`VERIFACTU_ENDPOINT must be an https:// address, not '${connection.endpoint}'`);
  return (envelope) =>
    new Promise<SubmissionAnswer>((resolve, reject) => {
      const body = Buffer.from(envelope, 'utf8');
      const call = request(
        url,
        {
          method: 'POST',
          ...tls,
          headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Content-Length': body.length, SOAPAction: '""' },
          timeout: connection.timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) call.destroy(new SendFailed('The answer is too large'));
            else chunks.push(chunk);
          });
          response.on('error', (error) => reject(new SendFailed(`The answer was cut: ${error.message}`)));
          response.on('end', () => {
            const xml = Buffer.concat(chunks).toString('utf8');
            try {
              const answer = readSubmissionAnswer(xml);
              if (response.statusCode !== 200) return reject(new SendFailed(`HTTP ${response.statusCode}`));
              resolve(answer);
            } catch (error) {
              const reason = error instanceof UnreadableAnswer ? error.message : String(error);
              reject(new SendFailed(response.statusCode === 200 ? reason : `HTTP ${response.statusCode}: ${reason}`));
            }
          });
        },
      );
      // The whole exchange is bounded, not only the idle time between packets.
      const deadline = setTimeout(() => call.destroy(new SendFailed(`No answer within ${connection.timeoutMs / 1000} s`)), connection.timeoutMs);
      call.on('timeout', () => call.destroy(new SendFailed(`No answer within ${connection.timeoutMs / 1000} s`)));
      call.on('error', (error) => reject(error instanceof SendFailed ? error : new SendFailed(`The agency cannot be reached: ${error.message}`)));
      call.on('close', () => clearTimeout(deadline));
      call.end(body);
    });
}
