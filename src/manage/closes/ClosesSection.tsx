import '../shops/shops.css';
import './closes.css';
import './texts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayClose } from '../../api/contract/manage/closes';
import { staffToken } from '../../data/staffSession';
import { can } from '../../domain/people/permissions';
import { shopDateOf } from '../../domain/schedule/shopTime';
import { Confirm } from '../Confirm';
import { manageApi } from '../runtime';
import { localText, refusalOf, SaveResult } from '../shops/formBits';
import { useManageSession } from '../shell/manageContext';
import { CloseSummary } from './CloseSummary';

type Result = { ok: boolean; message: string } | undefined;

/** The day's close of a shop: pick the shop and day, close it (confirmed), its summary, its PDF and the earlier closes. */
export default function ClosesSection() {
  const { t, i18n } = useTranslation('manage');
  const { view, member } = useManageSession();
  const shops = useMemo(() => view.shops.filter((shop) => can(member, 'day.close', shop.code)), [view.shops, member]);
  const [code, setCode] = useState(shops[0]?.code ?? '');
  const shop = shops.find((candidate) => candidate.code === code);
  const today = shop ? shopDateOf(new Date(), shop.timeZone) : '';
  const [date, setDate] = useState(today);
  const [closes, setCloses] = useState<DayClose[] | undefined>(undefined);
  const [asking, setAsking] = useState(false);
  const [closing, setClosing] = useState(false);
  const [keeping, setKeeping] = useState<number>();
  const [downloading, setDownloading] = useState(false);
  const [result, setResult] = useState<Result>();
  const [fieldError, setFieldError] = useState<string>();

  const load = useCallback(
    async (wanted: string, live: () => boolean = () => true) => {
      const answer = await manageApi.call('manageCloses', { params: { code: wanted } });
      if (!live()) return;
      if (answer.ok) setCloses(answer.data);
      else {
        setCloses((kept) => kept ?? []);
        setResult({ ok: false, message: refusalOf(t, answer).message });
      }
    },
    [t],
  );
  useEffect(() => {
    if (!code) return;
    let live = true;
    setCloses(undefined);
    void load(code, () => live);
    return () => {
      live = false;
    };
  }, [code, load]);

  const shown = closes?.find((close) => close.date === date);
  const replace = (close: DayClose) =>
    setCloses((list) => [close, ...(list ?? []).filter((other) => other.date !== close.date)].sort((a, b) => b.date.localeCompare(a.date)));

  const closeDay = async () => {
    setAsking(false);
    setClosing(true);
    setResult(undefined);
    setFieldError(undefined);
    const answer = await manageApi.call('manageCloseDay', { params: { code }, body: { date } });
    setClosing(false);
    if (answer.ok) {
      replace(answer.data);
      setResult({ ok: true, message: t('closes.closed') });
    } else {
      const refusal = refusalOf(t, answer);
      if (refusal.field === 'date') setFieldError(refusal.message);
      setResult({ ok: false, message: refusal.message });
      if (answer.error?.code === 'already_closed') void load(code);
    }
  };

  const keep = async (orderId: number, orderCode: string) => {
    setKeeping(orderId);
    setResult(undefined);
    const answer = await manageApi.call('manageNotCollected', { params: { orderId }, body: { decision: 'keep' } });
    setKeeping(undefined);
    if (answer.ok) {
      replace(answer.data);
      setResult({ ok: true, message: t('closes.kept', { code: orderCode }) });
    } else setResult({ ok: false, message: refusalOf(t, answer).message });
  };

  const downloadPdf = async () => {
    setDownloading(true);
    setResult(undefined);
    try {
      const token = staffToken();
      const language = i18n.language.startsWith('en') ? 'en' : 'es';
      const response = await fetch(`${manageApi.baseURL}/manage/shops/${code}/closes/${date}/pdf?lang=${language}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `cierre-${code}-${date}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setResult({ ok: true, message: t('closes.downloaded', { file: link.download }) });
    } catch {
      setResult({ ok: false, message: navigator.onLine ? t('closes.pdfFailed') : t('shops.common.offline') });
    }
    setDownloading(false);
  };

  if (!shop) {
    return (
      <section className="bo-section" aria-labelledby="bo-closes-title">
        <h1 id="bo-closes-title">{t('closes.title')}</h1>
        <p>{t('closes.noShops')}</p>
      </section>
    );
  }

  return (
    <section className="bo-section" aria-labelledby="bo-closes-title">
      <header className="bo-head">
        <h1 id="bo-closes-title">{t('closes.title')}</h1>
      </header>
      <div className="bo-filters" data-testid="bo-close-pick">
        <label>
          {t('closes.shop')}
          <select
            value={code}
            onChange={(event) => {
              const next = shops.find((candidate) => candidate.code === event.target.value);
              setCode(event.target.value);
              if (next) setDate(shopDateOf(new Date(), next.timeZone));
              setResult(undefined);
            }}
            data-testid="bo-close-shop"
          >
            {shops.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {localText(candidate.name, i18n.language)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('closes.date')}
          <input
            type="date"
            value={date}
            max={today}
            onChange={(event) => {
              setDate(event.target.value);
              setFieldError(undefined);
              setResult(undefined);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'bo-close-date-error' : undefined}
            data-testid="bo-close-date"
          />
          {fieldError && (
            <small id="bo-close-date-error" className="bo-field-error">
              {fieldError}
            </small>
          )}
        </label>
        <div className="bo-actions">
          {shown ? (
            <button
              type="button"
              className="secondary"
              onClick={() => void downloadPdf()}
              aria-busy={downloading}
              disabled={downloading}
              data-testid="bo-close-pdf"
            >
              {t('closes.pdf')}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => setAsking(true)}
              aria-busy={closing}
              disabled={closing || !date || closes === undefined}
              data-testid="bo-close-day"
            >
              {closing ? t('closes.closing') : t('closes.close')}
            </button>
          )}
        </div>
      </div>
      {asking && (
        <Confirm
          question={t('closes.confirm', { date, shop: localText(shop.name, i18n.language) })}
          acceptLabel={t('closes.close')}
          acceptTestId="bo-close-confirm"
          onAccept={() => void closeDay()}
          onCancel={() => setAsking(false)}
        />
      )}
      <SaveResult result={result} testId="bo-close-result" />
      {closes === undefined ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : shown ? (
        <CloseSummary close={shown} keeping={keeping} timeZone={shop.timeZone} onKeep={(orderId, orderCode) => void keep(orderId, orderCode)} />
      ) : (
        <p className="bo-muted">{t('closes.notClosed')}</p>
      )}
      {closes !== undefined && (
        <section aria-labelledby="bo-closes-past">
          <h2 id="bo-closes-past">{t('closes.past')}</h2>
          {closes.length === 0 ? (
            <p className="bo-muted">{t('closes.noPast')}</p>
          ) : (
            <ul className="bo-close-past" data-testid="bo-close-past">
              {closes.map((close) => (
                <li key={close.date}>
                  <button type="button" className="outline" aria-pressed={close.date === date} onClick={() => setDate(close.date)}>
                    {close.date} ·{' '}
                    {new Intl.NumberFormat(i18n.language.startsWith('en') ? 'en-GB' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(
                      close.figures.invoicesTotal,
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
