import { wrap, type Remote } from 'comlink';
import type { QrApi } from '../../../workers/qr';

let remote: Remote<QrApi> | undefined;

function qrWorker(): Remote<QrApi> | undefined {
  if (remote || typeof Worker === 'undefined') return remote;
  try {
    remote = wrap<QrApi>(new Worker(new URL('../../../workers/qr.worker.ts', import.meta.url), { type: 'module' }));
  } catch {
    remote = undefined;
  }
  return remote;
}

/** The pick-up QR as SVG text, drawn in the QR worker; in the page when no worker can start (STYLE.md). */
export async function drawOrderQr(text: string, label: string): Promise<string> {
  const worker = qrWorker();
  if (worker) {
    try {
      return await worker.qrSvg(text, label);
    } catch {
      // fall through to the page
    }
  }
  const { qrSvg } = await import('../../../workers/qr');
  return qrSvg(text, label);
}
