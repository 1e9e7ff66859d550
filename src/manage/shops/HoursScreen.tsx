import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HoursAnswer, ManageShop } from '../../api/contract/manage/shops';
import { shopMomentOf } from '../../domain/schedule/shopTime';
import { manageApi } from '../runtime';
import { localeOf, localText, refusalOf, SaveResult } from './formBits';
import { HoursCalendar } from './HoursCalendar';
import {
  bodyOfForm,
  formOfSchedule,
  isoDay,
  MAX_RANGES,
  newExceptionId,
  problemsOfForm,
  rowOfField,
  scheduleOfForm,
  WEEK_FROM_MONDAY,
  type DayForm,
  type ExceptionForm,
  type HoursForm,
} from './hoursForm';
import { OutsideHours } from './OutsideHours';

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A weekday's name in the page's language (0 = Sunday). */
export function weekdayName(weekday: number, language: string, width: 'long' | 'short' = 'long'): string {
  // 2023-01-01 was a Sunday.
  return capitalised(new Intl.DateTimeFormat(localeOf(language), { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + weekday))));
}

/** A date input's value as words in the page's language: "jueves, 24 de diciembre de 2026". */
function dateName(iso: string, language: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return iso;
  return capitalised(new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day))));
}

interface DayEditorProps {
  id: string;
  day: DayForm;
  error: string | undefined;
  onChange: (day: DayForm) => void;
}

/** A day's hours: open or closed (a switch), and one or two ranges of time inputs. */
function DayEditor({ id, day, error, onChange }: DayEditorProps) {
  const { t } = useTranslation('manage');
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  const setRange = (index: number, side: 0 | 1, value: string) =>
    onChange({ ...day, ranges: day.ranges.map((range, at) => (at === index ? (side === 0 ? [value, range[1]] : [range[0], value]) : range)) });
  return (
    <>
      <label className="bo-switch">
        <input
          type="checkbox"
          role="switch"
          checked={!day.closed}
          onChange={(event) => onChange({ ...day, closed: !event.target.checked })}
          data-testid={`${id}-open`}
        />
        {t('shops.hours.open')}
      </label>
      {day.closed && <p className="bo-closed-note">{t('shops.hours.closedDay')}</p>}
      {!day.closed && (
        <div className="bo-ranges">
          {day.ranges.map((range, index) => (
            <div className="bo-range" key={index}>
              <label>
                {t('shops.hours.from')}
                {index > 0 && <span className="bo-sr"> ({t('shops.hours.range', { number: index + 1 })})</span>}
                <input
                  type="time"
                  value={range[0]}
                  onChange={(event) => setRange(index, 0, event.target.value)}
                  required
                  data-testid={`${id}-r${index}-from`}
                  {...invalid}
                />
              </label>
              <label>
                {t('shops.hours.to')}
                {index > 0 && <span className="bo-sr"> ({t('shops.hours.range', { number: index + 1 })})</span>}
                <input
                  type="time"
                  value={range[1]}
                  onChange={(event) => setRange(index, 1, event.target.value)}
                  required
                  data-testid={`${id}-r${index}-to`}
                  {...invalid}
                />
              </label>
              {index > 0 && (
                <button type="button" className="secondary outline" onClick={() => onChange({ ...day, ranges: day.ranges.filter((_, at) => at !== index) })}>
                  {t('shops.hours.removeRange')}
                </button>
              )}
            </div>
          ))}
          {day.ranges.length < MAX_RANGES && (
            <button
              type="button"
              className="secondary outline"
              onClick={() => onChange({ ...day, ranges: [...day.ranges, ['17:00', '20:00']] })}
              data-testid={`${id}-add-range`}
            >
              {t('shops.hours.addRange')}
            </button>
          )}
        </div>
      )}
      {error && (
        <small id={`${id}-error`} className="bo-field-error">
          {error}
        </small>
      )}
    </>
  );
}

/** A shop's opening hours: the week, dated exceptions, and a live calendar of what customers will see. */
export function HoursScreen({ shop, onSaved }: { shop: ManageShop; onSaved: (shop: ManageShop) => void }) {
  const { t, i18n } = useTranslation('manage');
  const language = i18n.language;
  const [form, setForm] = useState<HoursForm>(() => formOfSchedule(shop.schedule));
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [outside, setOutside] = useState<{ saved: number; orders: HoursAnswer['outsideHours'] }>({ saved: 0, orders: [] });
  const [saving, setSaving] = useState(false);
  const today = useMemo(() => shopMomentOf(new Date(), shop.timeZone), [shop.timeZone]);
  const schedule = useMemo(() => scheduleOfForm(form), [form]);

  const clearError = (key: string) =>
    setErrors((kept) => {
      if (!kept.has(key)) return kept;
      const next = new Map(kept);
      next.delete(key);
      return next;
    });
  const setDay = (weekday: number, day: DayForm) => {
    setForm((kept) => ({ ...kept, week: kept.week.map((old, at) => (at === weekday ? day : old)) }));
    clearError(`week.d${weekday}`);
  };
  const setException = (id: number, change: Partial<ExceptionForm>) => {
    setForm((kept) => ({ ...kept, exceptions: kept.exceptions.map((row) => (row.id === id ? { ...row, ...change } : row)) }));
    clearError(`exception.${id}`);
  };
  const addException = () =>
    setForm((kept) => ({ ...kept, exceptions: [...kept.exceptions, { id: newExceptionId(), date: '', closed: true, ranges: [['10:00', '14:00']] }] }));
  const removeException = (id: number) => setForm((kept) => ({ ...kept, exceptions: kept.exceptions.filter((row) => row.id !== id) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsOfForm(form, today);
    if (problems.size > 0) {
      setErrors(new Map([...problems].map(([key, problem]) => [key, t(`shops.hours.errors.${problem}`)])));
      setResult({ ok: false, message: t('shops.common.fixFields') });
      return;
    }
    setSaving(true);
    const answer = await manageApi.call('manageShopHours', { params: { code: shop.code }, body: bodyOfForm(form) });
    setSaving(false);
    if (answer.ok) {
      onSaved(answer.data.shop);
      setOutside((kept) => ({ saved: kept.saved + 1, orders: answer.data.outsideHours }));
      setErrors(new Map());
      setResult({ ok: true, message: t('shops.hours.saved') });
      return;
    }
    const refusal = refusalOf(t, answer);
    const row = rowOfField(form, refusal.field);
    if (row) setErrors(new Map([[row, refusal.message]]));
    setResult({ ok: false, message: answer.httpStatus === undefined ? t('shops.hours.offline') : refusal.message });
  };

  return (
    <section aria-labelledby="bo-hours-title" className="bo-hours">
      <header className="bo-head">
        <h1 id="bo-hours-title">{t('shops.hours.title', { shop: localText(shop.name, language) })}</h1>
        <Link to="../.." relative="path">
          {t('shops.common.back')}
        </Link>
      </header>
      <p className="bo-muted">{t('shops.hours.zoneNote', { zone: shop.timeZone })}</p>
      {outside.orders.length > 0 && <OutsideHours key={outside.saved} orders={outside.orders} timeZone={shop.timeZone} />}
      <div className="bo-hours-layout">
        <form className="bo-form" onSubmit={(event) => void submit(event)} noValidate data-testid="bo-hours-form">
          <fieldset>
            <legend>
              <h2>{t('shops.hours.week')}</h2>
            </legend>
            <div className="bo-days">
              {WEEK_FROM_MONDAY.map((weekday) => {
                const id = `bo-day-${weekday}`;
                return (
                  <fieldset key={weekday} className="bo-day" data-testid={id}>
                    <legend id={`${id}-name`}>{weekdayName(weekday, language)}</legend>
                    <DayEditor id={id} day={form.week[weekday]!} error={errors.get(`week.d${weekday}`)} onChange={(day) => setDay(weekday, day)} />
                  </fieldset>
                );
              })}
            </div>
          </fieldset>
          <fieldset>
            <legend>
              <h2>{t('shops.hours.exceptions')}</h2>
            </legend>
            <p className="bo-muted">{t('shops.hours.exceptionsHint')}</p>
            {form.exceptions.length === 0 && <p>{t('shops.hours.noExceptions')}</p>}
            <div className="bo-days">
              {form.exceptions.map((row, index) => {
                const id = `bo-exception-${index}`;
                const key = `exception.${row.id}`;
                const error = errors.get(key);
                return (
                  <fieldset key={row.id} className="bo-day bo-exception" data-testid={id}>
                    <legend id={`${id}-name`}>{row.date ? dateName(row.date, language) : t('shops.hours.exceptionNumber', { number: index + 1 })}</legend>
                    <label>
                      {t('shops.hours.date')}
                      <input
                        type="date"
                        value={row.date}
                        min={isoDay(today)}
                        onChange={(event) => setException(row.id, { date: event.target.value })}
                        data-testid={`${id}-date`}
                        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
                      />
                    </label>
                    <DayEditor id={id} day={row} error={error} onChange={(day) => setException(row.id, day)} />
                    <button type="button" className="secondary bo-remove" onClick={() => removeException(row.id)} data-testid={`${id}-remove`}>
                      {t('shops.hours.removeException')}
                    </button>
                  </fieldset>
                );
              })}
            </div>
            <button type="button" className="secondary outline" onClick={addException} data-testid="bo-exception-add">
              {t('shops.hours.addException')}
            </button>
          </fieldset>
          <SaveResult result={result} testId="bo-hours-result" />
          <button type="submit" aria-busy={saving} disabled={saving} data-testid="bo-hours-save">
            {t('shops.hours.save')}
          </button>
        </form>
        <HoursCalendar schedule={schedule} from={today} />
      </div>
    </section>
  );
}
