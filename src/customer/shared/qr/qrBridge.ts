import { workerBridge } from '../../../data/workerBridge';
import type { QrApi } from '../../../../workers/qr';

const qrWorker = workerBridge<QrApi>(() => new Worker(new URL('../../../../workers/qr.worker.ts', import.meta.url), { type: 'module' }));

type Drawing = 'qrSvg' | 'verificationQrSvg';

/** A QR as SVG text, drawn in the QR worker; in the page when no worker can start. */
async function draw(drawing: Drawing, text: string, label: string): Promise<string> {
  const worker = qrWorker.remote();
  if (worker) {
    try {
      return await worker[drawing](text, label);
    } catch {
      // fall through to the page
    }
  }
  const drawings = await import('../../../../workers/qr');
  return drawings[drawing](text, label);
}

/** The pick-up QR (150 px, logo in the middle). */
export function drawOrderQr(text: string, label: string): Promise<string> {
  return draw('qrSvg', text, label);
}

/** An invoice's tax agency verification QR (error correction M, sized by the page). */
export function drawVerificationQr(url: string, label: string): Promise<string> {
  return draw('verificationQrSvg', url, label);
}
