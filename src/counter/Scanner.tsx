import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HANDOVER_REFUSALS } from '../api/contract/counter/staff';
import { upsertTickets } from './data/tickets';
import { staffApi, staffDb } from './runtime';

type Result = { ok: boolean; text: string };

const SCAN_EVERY_MS = 200;
/** The same QR read again within this time is the same customer still holding the phone up. */
const SAME_QR_MS = 5_000;

/** Hand-over: the camera reads the customer's QR, or the counter types the daily number. */
export function Scanner({ shopCode, onClose }: { shopCode: string; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const video = useRef<HTMLVideoElement>(null);
  const [cameraFailed, setCameraFailed] = useState(false);
  const [engine, setEngine] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [number, setNumber] = useState('');
  const lastRead = useRef<{ text: string; at: number } | null>(null);

  async function handOver(body: { shop: string; qr: string } | { shop: string; dailyNumber: number }) {
    setBusy(true);
    const answer = await staffApi.call('staffHandover', { body });
    setBusy(false);
    if (answer.ok) {
      await upsertTickets(staffDb, [answer.data]);
      setResult({ ok: true, text: t('scan.result.ok', { number: answer.data.dailyNumber === null ? answer.data.orderCode : `#${answer.data.dailyNumber}` }) });
      return;
    }
    if (answer.httpStatus === undefined) {
      setResult({ ok: false, text: t('scan.result.network') });
      return;
    }
    const code = answer.error?.code ?? `http_${answer.httpStatus}`;
    const known = (HANDOVER_REFUSALS as readonly string[]).includes(code);
    setResult({ ok: false, text: known ? t(`scan.result.${code}`) : t('scan.result.failed', { code }) });
  }

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch {
        if (!stopped) setCameraFailed(true);
        return;
      }
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => {});
      const { createFrameDecoder } = await import('./qrDecode');
      const decoder = await createFrameDecoder();
      if (stopped) return;
      setEngine(decoder.engine);
      const scan = async () => {
        if (stopped) return;
        const text = video.current ? await decoder.decode(video.current).catch(() => null) : null;
        const seen = lastRead.current;
        if (text && !(seen && seen.text === text && Date.now() - seen.at < SAME_QR_MS)) {
          lastRead.current = { text, at: Date.now() };
          await handOver({ shop: shopCode, qr: text });
        }
        if (!stopped) timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
      };
      void scan();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    // The camera restarts only for another shop; handOver is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shopCode]);

  function typed(event: FormEvent) {
    event.preventDefault();
    const dailyNumber = Number(number);
    if (!Number.isInteger(dailyNumber) || dailyNumber < 1) return;
    void handOver({ shop: shopCode, dailyNumber });
    setNumber('');
  }

  return (
    <dialog open className="staff-scanner" aria-label={t('scan.title')} data-engine={engine}>
      <article>
        <header>
          <h2>{t('scan.title')}</h2>
        </header>
        {cameraFailed ? (
          <p>{t('scan.noCamera')}</p>
        ) : (
          <>
            <p>{t('scan.camera')}</p>
            <video ref={video} muted playsInline className="staff-video" />
          </>
        )}
        {busy && <p aria-busy="true">{t('scan.working')}</p>}
        {result && (
          <p role="alert" className={result.ok ? 'staff-result-ok' : 'staff-result-bad'} data-testid="handover-result" data-ok={result.ok}>
            {result.text}
          </p>
        )}
        <form onSubmit={typed} className="staff-number-form">
          <label>
            {t('scan.number')}
            <input name="dailyNumber" inputMode="numeric" pattern="[0-9]*" value={number} onChange={(event) => setNumber(event.target.value)} />
          </label>
          <button type="submit" className="staff-big" disabled={busy}>
            {t('scan.handOver')}
          </button>
        </form>
        <footer>
          <button type="button" className="secondary staff-big" onClick={onClose}>
            {t('scan.close')}
          </button>
        </footer>
      </article>
    </dialog>
  );
}
