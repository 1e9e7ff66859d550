import '../shops/shops.css';
import './vat.css';
import './texts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vat303 } from '../../api/contract/manage/vatBook';
import { VAT_BOOK_PATH } from '../../api/contract/manage/vatBook';
import { vatBookFileName } from '../../domain/fiscal/vatBookLayout';
import type { VatBookPeriodKind } from '../../domain/fiscal/vatBookPeriod';
import { staffToken } from '../../data/staffSession';
import { manageApi } from '../runtime';
import { localeOf, refusalOf, SaveResult } from '../shops/formBits';
import { VatFigures } from './VatFigures';
import { bookQuery, choiceDays, choiceOfDay, quarterOfChoice, type VatChoice } from './vatPeriod';

const todayIso = () => new Date().toLocaleDateString('sv-SE');
const KINDS: VatBookPeriodKind[] = ['month', 'quarter', 'year'];

/** The file's server error, when it answered one in the envelope. */
async function refusalOfFile(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    return body.error ?? {};
  } catch {
    return {};
  }
}

/** The VAT book: an issuer and a month, quarter or year; the book as CSV or XLSX, and the quarter's form 303 figures. */
export default function VatSection() {
  const { t, i18n } = useTranslation('manage');
  const [issuers, setIssuers] = useState<{ nif: string; name: string }[]>();
  const [choice, setChoice] = useState<VatChoice>(() => choiceOfDay(todayIso(), ''));
  const [figures, setFigures] = useState<Vat303 | null>();
  const [figuresProblem, setFiguresProblem] = useState<string>();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [downloading, setDownloading] = useState<'csv' | 'xlsx'>();
  const quarter = quarterOfChoice(choice);
  const thisYear = Number(todayIso().slice(0, 4));
  const years = Array.from({ length: 6 }, (_, index) => thisYear - index);
  const monthName = new Intl.DateTimeFormat(localeOf(i18n.language), { month: 'long', timeZone: 'UTC' });

  useEffect(() => {
    let live = true;
    void manageApi.call('manageVatBookIssuers').then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setIssuers(answer.data);
        setChoice((kept) => (kept.issuer || !answer.data[0] ? kept : { ...kept, issuer: answer.data[0].nif }));
      } else {
        setIssuers([]);
        setFiguresProblem(refusalOf(t, answer).message);
      }
    });
    return () => {
      live = false;
    };
  }, [t]);

  useEffect(() => {
    if (!choice.issuer || quarter === null) {
      setFigures(null);
      return;
    }
    let live = true;
    setFigures(undefined);
    setFiguresProblem(undefined);
    void manageApi.call('manageVat303', { query: { issuer: choice.issuer, year: String(choice.year), quarter: String(quarter) } }).then((answer) => {
      if (!live) return;
      if (answer.ok) setFigures(answer.data);
      else {
        setFigures(null);
        setFiguresProblem(answer.error?.code === 'no_records' ? t('vat.noRecords') : refusalOf(t, answer).message);
      }
    });
    return () => {
      live = false;
    };
  }, [choice.issuer, choice.year, quarter, t]);

  const download = async (format: 'csv' | 'xlsx') => {
    setDownloading(format);
    setResult(undefined);
    try {
      const query = new URLSearchParams(bookQuery(choice, format)).toString();
      const token = staffToken();
      const response = await fetch(`${manageApi.baseURL}${VAT_BOOK_PATH}?${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) {
        const refusal = await refusalOfFile(response);
        setResult({ ok: false, message: refusal.code === 'no_records' ? t('vat.noRecords') : (refusal.message ?? t('vat.downloadFailed')) });
        setDownloading(undefined);
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const days = choiceDays(choice);
      const link = document.createElement('a');
      link.href = url;
      link.download = vatBookFileName(choice.issuer, days.from, days.to, format);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setResult({ ok: true, message: t('vat.downloaded', { file: link.download }) });
    } catch {
      setResult({ ok: false, message: navigator.onLine ? t('vat.downloadFailed') : t('shops.common.offline') });
    }
    setDownloading(undefined);
  };

  const set = (change: Partial<VatChoice>) => setChoice((kept) => ({ ...kept, ...change }));

  return (
    <section className="bo-section" aria-labelledby="bo-vat-title">
      <header className="bo-head">
        <h1 id="bo-vat-title">{t('vat.title')}</h1>
      </header>
      <p className="bo-muted">{t('vat.intro')}</p>
      {issuers === undefined ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : issuers.length === 0 ? (
        <p>{t('vat.noIssuers')}</p>
      ) : (
        <form className="bo-filters bo-vat-form" onSubmit={(event) => event.preventDefault()} data-testid="bo-vat-form">
          <label>
            {t('vat.issuer')}
            <select value={choice.issuer} onChange={(event) => set({ issuer: event.target.value })} data-testid="bo-vat-issuer">
              {issuers.map((issuer) => (
                <option key={issuer.nif} value={issuer.nif}>
                  {issuer.name === issuer.nif ? issuer.nif : `${issuer.nif} · ${issuer.name}`}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="bo-vat-kinds">
            <legend>{t('vat.kind')}</legend>
            {KINDS.map((kind) => (
              <label key={kind}>
                <input type="radio" name="bo-vat-kind" value={kind} checked={choice.kind === kind} onChange={() => set({ kind })} />
                {t(`vat.kinds.${kind}`)}
              </label>
            ))}
          </fieldset>
          <label>
            {t('vat.year')}
            <select value={choice.year} onChange={(event) => set({ year: Number(event.target.value) })} data-testid="bo-vat-year">
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </label>
          {choice.kind === 'quarter' && (
            <label>
              {t('vat.quarter')}
              <select value={choice.quarter} onChange={(event) => set({ quarter: Number(event.target.value) })} data-testid="bo-vat-quarter">
                {[1, 2, 3, 4].map((index) => (
                  <option key={index} value={index}>
                    {t('vat.quarterName', { quarter: index })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {choice.kind === 'month' && (
            <label>
              {t('vat.month')}
              <select value={choice.month} onChange={(event) => set({ month: Number(event.target.value) })} data-testid="bo-vat-month">
                {Array.from({ length: 12 }, (_, index) => index + 1).map((month) => (
                  <option key={month} value={month}>
                    {monthName.format(new Date(Date.UTC(2026, month - 1, 1)))}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="bo-actions">
            {(['csv', 'xlsx'] as const).map((format) => (
              <button
                key={format}
                type="button"
                className={format === 'csv' ? 'secondary' : undefined}
                onClick={() => void download(format)}
                aria-busy={downloading === format}
                disabled={downloading !== undefined || !choice.issuer}
                data-testid={`bo-vat-${format}`}
              >
                {t(`vat.${format}`)}
              </button>
            ))}
          </div>
        </form>
      )}
      <SaveResult result={result} testId="bo-vat-result" />
      {figuresProblem && <p role="alert">{figuresProblem}</p>}
      {quarter === null ? (
        <p className="bo-muted">{t('vat.pickQuarter')}</p>
      ) : figures === undefined ? (
        issuers && issuers.length > 0 && <p aria-busy="true">{t('loading')}</p>
      ) : (
        figures && <VatFigures figures={figures} />
      )}
    </section>
  );
}
