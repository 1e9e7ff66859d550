import '../shops/shops.css';
import './texts';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '../../api/contract/manage/audit';
import { staffToken } from '../../data/staffSession';
import { manageApi } from '../runtime';
import { localeOf, localText, refusalOf, SaveResult } from '../shops/formBits';
import { useManageSession } from '../shell/manageContext';
import { auditQuery, changesOf, csvFileName, isHoursKey, subjectText } from './auditDiff';

interface Filters {
  from: string;
  to: string;
  who: string;
}

const todayIso = () => new Date().toLocaleDateString('sv-SE');

/** Before → after of one row: only the keys that changed. */
function Changes({ row }: { row: AuditRow }) {
  const { t } = useTranslation('manage');
  const changes = useMemo(() => changesOf(row.before, row.after), [row.before, row.after]);
  // An empty list of hours is a closed day.
  const shown = (key: string, text: string) => (text === '—' && isHoursKey(key) ? t('audit.closed') : text);
  if (changes.length === 0) return <span className="bo-muted">—</span>;
  // A record created or removed: what it held, without an arrow from or to nothing on every line.
  const whole = row.before === null ? 'created' : row.after === null ? 'removed' : undefined;
  if (whole)
    return (
      <div>
        <span className="bo-muted">{t(`audit.${whole}`)}</span>
        <ul className="bo-diff">
          {changes
            .filter((change) => change.key !== 'id')
            .map((change) => {
              const value = whole === 'created' ? change.after : change.before;
              return (
                <li key={change.key}>
                  {change.key && <code>{change.key}</code>} {value === undefined ? '—' : shown(change.key, value)}
                </li>
              );
            })}
        </ul>
      </div>
    );
  return (
    <ul className="bo-diff">
      {changes.map((change) => (
        <li key={change.key}>
          {change.key && <code>{change.key}</code>} {change.before !== undefined ? <del>{shown(change.key, change.before)}</del> : <em>{t('audit.none')}</em>}
          <span aria-label={t('audit.becomes')}> → </span>
          {change.after !== undefined ? <ins>{shown(change.key, change.after)}</ins> : <em>{t('audit.none')}</em>}
        </li>
      ))}
    </ul>
  );
}

/** The back office's activity: who changed what and when, filtered by days and person, and as a CSV file. */
export default function AuditSection() {
  const { t, i18n } = useTranslation('manage');
  const { view } = useManageSession();
  const shopName = (code: string) => {
    const shop = view.shops.find((candidate) => candidate.code === code);
    return shop ? localText(shop.name, i18n.language) : code;
  };
  const [filters, setFilters] = useState<Filters>({ from: '', to: '', who: '' });
  const [applied, setApplied] = useState<Filters>(filters);
  const [rows, setRows] = useState<AuditRow[] | undefined>(undefined);
  const [problem, setProblem] = useState<string>();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [downloading, setDownloading] = useState(false);
  const when = useMemo(() => new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' }), [i18n.language]);

  const load = useCallback(
    async (wanted: Filters, live: () => boolean = () => true) => {
      setProblem(undefined);
      const answer = await manageApi.call('manageAudit', { query: auditQuery(wanted) });
      if (!live()) return;
      if (answer.ok) setRows(answer.data.rows);
      else {
        setRows((kept) => kept ?? []);
        setProblem(refusalOf(t, answer).message);
      }
    },
    [t],
  );
  useEffect(() => {
    let live = true;
    void load(applied, () => live);
    return () => {
      live = false;
    };
  }, [applied, load]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRows(undefined);
    setApplied({ ...filters });
  };

  const download = async () => {
    setDownloading(true);
    setResult(undefined);
    try {
      const query = new URLSearchParams(auditQuery(applied, 'csv')).toString();
      const token = staffToken();
      const response = await fetch(`${manageApi.baseURL}/manage/audit?${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = csvFileName(applied, todayIso());
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setResult({ ok: true, message: t('audit.downloaded', { file: link.download }) });
    } catch {
      setResult({ ok: false, message: navigator.onLine ? t('audit.downloadFailed') : t('shops.common.offline') });
    }
    setDownloading(false);
  };

  return (
    <section className="bo-section" aria-labelledby="bo-audit-title">
      <header className="bo-head">
        <h1 id="bo-audit-title">{t('audit.title')}</h1>
      </header>
      <form className="bo-filters" onSubmit={submit} data-testid="bo-audit-filters">
        <label>
          {t('audit.from')}
          <input type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => setFilters({ ...filters, from: event.target.value })} />
        </label>
        <label>
          {t('audit.to')}
          <input type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => setFilters({ ...filters, to: event.target.value })} />
        </label>
        <label>
          {t('audit.who')}
          <input type="search" value={filters.who} placeholder={t('audit.whoHint')} onChange={(event) => setFilters({ ...filters, who: event.target.value })} />
        </label>
        <div className="bo-actions">
          <button type="submit">{t('audit.show')}</button>
          <button type="button" className="secondary" onClick={() => void download()} aria-busy={downloading} disabled={downloading} data-testid="bo-audit-csv">
            {t('audit.csv')}
          </button>
        </div>
      </form>
      <SaveResult result={result} />
      {problem && <p role="alert">{problem}</p>}
      {rows === undefined ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : rows.length === 0 ? (
        <p data-testid="bo-audit-empty">{t('audit.empty')}</p>
      ) : (
        <table className="bo-table" data-testid="bo-audit-rows">
          <caption className="bo-sr">{t('audit.caption', { count: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              <th scope="col">{t('audit.actor')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.subject')}</th>
              <th scope="col">{t('audit.shop')}</th>
              <th scope="col">{t('audit.change')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="bo-audit-row">
                <td data-label={t('audit.when')}>
                  <time dateTime={row.at}>{when.format(new Date(row.at))}</time>
                </td>
                <td data-label={t('audit.actor')} className="bo-break">
                  {row.actor}
                </td>
                <td data-label={t('audit.action')}>{t(`audit.actions.${row.action.replace(/\./g, '_')}`, { defaultValue: row.action })}</td>
                <td data-label={t('audit.subject')} className="bo-break">
                  {subjectText(row, shopName)}
                </td>
                <td data-label={t('audit.shop')}>{row.shop ? shopName(row.shop) : '—'}</td>
                <td data-label={t('audit.change')}>
                  <Changes row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
