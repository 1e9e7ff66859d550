import '../shops/shops.css';
import './sales.css';
import './texts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../domain/people/permissions';
import { checkPeriod, PERIOD_PRESETS, presetPeriod, type PeriodPreset } from '../../domain/reports/period';
import { shopDateOf } from '../../domain/schedule/shopTime';
import { localeOf, localText } from '../shops/formBits';
import { useManageSession } from '../shell/manageContext';
import { BarChart } from './BarChart';
import { LoyaltyBlock } from './LoyaltyBlock';
import { RowsTable } from './RowsTable';
import { moneyFormat, numberFormat } from './salesFormat';
import { PrepTable, SummaryCards } from './SummaryCards';
import { useSalesReports } from './useSalesReports';

type Choice = PeriodPreset | 'range';

/** Sales of a shop or the whole chain over a period: totals, charts, rankings, payments, preparation and the ritmitos owed. */
export default function SalesSection() {
  const { t, i18n } = useTranslation('manage');
  const { view, member } = useManageSession();
  const shops = view.shops.filter((shop) => can(member, 'reports.read', shop.code));
  const wholeChain = member.role === 'owner' || member.shops === 'every';
  const today = shopDateOf(new Date(), shops[0]?.timeZone);
  const [shop, setShop] = useState(wholeChain ? 'all' : (shops[0]?.code ?? ''));
  const [choice, setChoice] = useState<Choice>('today');
  const [range, setRange] = useState({ from: today, to: today });
  const [applied, setApplied] = useState({ from: today, to: today });
  const [rangeError, setRangeError] = useState<string>();
  const state = useSalesReports(shop, applied.from, applied.to, wholeChain);
  const money = useMemo(() => moneyFormat(i18n.language), [i18n.language]);
  const number = useMemo(() => numberFormat(i18n.language), [i18n.language]);
  const dayLabel = useMemo(() => {
    const format = new Intl.DateTimeFormat(localeOf(i18n.language), { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [i18n.language]);

  const choose = (next: Choice) => {
    setChoice(next);
    if (next === 'range') return;
    const period = presetPeriod(next, today);
    setRange(period);
    setRangeError(undefined);
    setApplied(period);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPeriod(range.from, range.to);
    if (!checked.ok) return setRangeError(t('sales.rangeInvalid'));
    setRangeError(undefined);
    setApplied(checked.period);
  };

  const reports = state?.reports;
  const byDay = useMemo(
    () => (reports?.day.rows ?? []).map((row) => ({ key: row.key, label: dayLabel(row.key), gross: row.gross, orders: row.orders })),
    [reports, dayLabel],
  );
  const byHour = useMemo(
    () => (reports?.hour.rows ?? []).map((row) => ({ key: row.key, label: row.label.es, gross: row.gross, orders: row.orders })),
    [reports],
  );

  return (
    <section className="bo-section bo-sales" aria-labelledby="bo-sales-title">
      <header className="bo-head">
        <h1 id="bo-sales-title">{t('sales.title')}</h1>
      </header>
      <form className="bo-sales-filters" onSubmit={submit} data-testid="bo-sales-filters">
        <label>
          {t('sales.shop')}
          <select value={shop} onChange={(event) => setShop(event.target.value)} data-testid="bo-sales-shop">
            {wholeChain && <option value="all">{t('sales.allShops')}</option>}
            {shops.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {localText(candidate.name, i18n.language)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="bo-sales-presets">
          <legend>{t('sales.period')}</legend>
          {[...PERIOD_PRESETS, 'range' as const].map((preset) => (
            <button key={preset} type="button" className={choice === preset ? '' : 'outline'} aria-pressed={choice === preset} onClick={() => choose(preset)}>
              {t(`sales.presets.${preset}`)}
            </button>
          ))}
        </fieldset>
        {choice === 'range' && (
          <div className="bo-sales-range">
            <label>
              {t('sales.from')}
              <input type="date" value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} />
            </label>
            <label>
              {t('sales.to')}
              <input
                type="date"
                value={range.to}
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError ? 'bo-sales-range-error' : undefined}
                onChange={(event) => setRange({ ...range, to: event.target.value })}
              />
            </label>
            <button type="submit">{t('sales.show')}</button>
            {rangeError && (
              <p id="bo-sales-range-error" className="bo-field-error" role="alert">
                {rangeError}
              </p>
            )}
          </div>
        )}
      </form>
      <p className="bo-muted" data-testid="bo-sales-period">
        {applied.from === applied.to ? dayLabel(applied.from) : `${dayLabel(applied.from)} – ${dayLabel(applied.to)}`}
      </p>
      {state === undefined ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : state.problem || !reports ? (
        <p role="alert">{state.problem?.message}</p>
      ) : (
        <div className="bo-sales-grid" data-testid="bo-sales-report">
          <SummaryCards summary={reports.day.summary} money={money} />
          <BarChart id="bo-sales-by-hour" title={t('sales.byHour')} column={t('sales.hour')} bars={byHour} money={money} />
          <BarChart id="bo-sales-by-day" title={t('sales.byDay')} column={t('sales.day')} bars={byDay} money={money} />
          <RowsTable id="bo-sales-products" title={t('sales.products')} column={t('sales.product')} rows={reports.product.rows} money={money} units />
          <RowsTable id="bo-sales-categories" title={t('sales.categories')} column={t('sales.category')} rows={reports.category.rows} money={money} units />
          <RowsTable
            id="bo-sales-payments"
            title={t('sales.payments')}
            column={t('sales.method')}
            rows={reports.payment.rows.filter((row) => row.gross !== 0 || row.orders !== 0 || row.refunds !== 0)}
            money={money}
          />
          <RowsTable id="bo-sales-kinds" title={t('sales.kinds')} column={t('sales.kind')} rows={reports.kind.rows} money={money} />
          <PrepTable prep={reports.day.summary.prep} number={number} />
          {state.loyalty && <LoyaltyBlock report={state.loyalty} money={money} number={number} day={dayLabel(applied.to)} />}
        </div>
      )}
    </section>
  );
}
