import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SoldOutBody, SoldOutTarget } from '../../api/contract/counter/availability';
import { closingOrDayEnd, quarterHoursUntil } from '../../domain/availability/availabilityTimes';
import { addDays, instantAt, shopClockTime, shopMomentOf } from '../../domain/schedule/shopTime';
import type { CatalogueState, TabProps } from './panelProps';
import { narrowCatalogue, soldOutEntry, soldOutList, targetKey, targetName, targetOf } from './soldOutView';
import { backText } from './texts';

type UntilMode = 'closing' | 'time' | 'undone';
const HOUR_MS = 3_600_000;

/** The end of the shop's day at `now`: the latest a chosen time may be. */
const dayEnd = (now: Date, timeZone: string) => instantAt(addDays(shopMomentOf(now, timeZone), 1), 0, timeZone);

/**
 * Sold out in one tap: what is sold out now (with when it comes back, and "Reactivar"), then every extra
 * value and product of the shop, each a toggle. A tap marks it sold out until the mode chosen above the
 * list: the shop's closing time (the default), a quarter hour of today, or until someone brings it back.
 */
export function SoldOutTab({
  shop,
  timeZone,
  availability,
  catalogue,
  catalogueState,
  now,
  online,
  writes,
  write,
}: TabProps & { catalogueState: CatalogueState }) {
  const { t } = useTranslation('staff');
  const [mode, setMode] = useState<UntilMode>('closing');
  const [query, setQuery] = useState('');
  const times = quarterHoursUntil(now, dayEnd(now, timeZone));
  const [chosenTime, setChosenTime] = useState<string | undefined>(undefined);
  const defaultTime = times.find((time) => time.getTime() >= now.getTime() + HOUR_MS) ?? times.at(-1);
  const time = times.find((candidate) => candidate.toISOString() === chosenTime) ?? defaultTime;
  const closing = catalogue ? closingOrDayEnd(catalogue.schedule, timeZone, now) : undefined;
  const items = availability?.soldOut ?? [];
  const optionOf = (extra: string, value: string) => t('availability.optionOf', { extra, value });
  const nameOf = (target: SoldOutTarget) => targetName(target, catalogue, optionOf);
  const soldOut = soldOutList(items, now, nameOf);
  const shown = catalogue ? narrowCatalogue(catalogue, query) : undefined;

  function until(): Pick<SoldOutBody, 'until'> {
    if (mode === 'undone') return { until: null };
    if (mode === 'time' && time) return { until: time.toISOString() };
    // Absent: the server's "until closing", from the shop's own hours.
    return {};
  }

  const toggle = (target: SoldOutTarget) => {
    const key = targetKey(target);
    const on = soldOutEntry(items, target, now) !== undefined;
    void write.run(key, () => (on ? writes.back({ shop, target }) : writes.soldOut({ shop, target, ...until() })));
  };

  const toggleButton = (target: SoldOutTarget, name: string, visible: string, className: string) => {
    const key = targetKey(target);
    const entry = soldOutEntry(items, target, now);
    return (
      <button
        type="button"
        className={className}
        aria-pressed={entry !== undefined}
        aria-busy={write.isBusy(key) || undefined}
        aria-label={`${t('availability.soldOut')}: ${name}`}
        data-target={key}
        disabled={!online || write.isBusy(key)}
        onClick={() => toggle(target)}
      >
        {visible}
      </button>
    );
  };

  return (
    <>
      <section className="staff-avail-block" aria-labelledby="avail-now">
        <h3 id="avail-now">{t('availability.now.title')}</h3>
        {soldOut.length === 0 ? (
          <p className="staff-empty">{t('availability.now.none')}</p>
        ) : (
          <ul className="staff-avail-now" data-testid="sold-out-now">
            {soldOut.map(({ item, name }) => {
              const key = targetKey(item);
              return (
                <li key={key} data-target={key}>
                  <span className="staff-avail-name">{name}</span>
                  <span className="staff-avail-when">{backText(t, item.until, now, timeZone)}</span>
                  <button
                    type="button"
                    className="staff-big secondary"
                    aria-label={`${t('availability.now.reactivate')}: ${name}`}
                    aria-busy={write.isBusy(key) || undefined}
                    disabled={!online || write.isBusy(key)}
                    onClick={() => void write.run(key, () => writes.back({ shop, target: targetOf(item) }))}
                  >
                    {t('availability.now.reactivate')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="staff-avail-block" aria-label={t('availability.until.label')}>
        <div className="staff-segmented" role="group" aria-label={t('availability.until.label')}>
          <span className="staff-segmented-label">{t('availability.until.label')}</span>
          <button type="button" aria-pressed={mode === 'closing'} data-until="closing" onClick={() => setMode('closing')}>
            {closing ? t('availability.until.closingAt', { time: shopClockTime(closing, timeZone) }) : t('availability.until.closing')}
          </button>
          <button type="button" aria-pressed={mode === 'time'} data-until="time" disabled={times.length === 0} onClick={() => setMode('time')}>
            {mode === 'time' && time ? `${t('availability.until.timeSelect')} ${shopClockTime(time, timeZone)}` : t('availability.until.time')}
          </button>
          <button type="button" aria-pressed={mode === 'undone'} data-until="undone" onClick={() => setMode('undone')}>
            {t('availability.until.undone')}
          </button>
        </div>
        {mode === 'time' && time && (
          <label className="staff-avail-time">
            {t('availability.until.timeSelect')}
            <select value={time.toISOString()} onChange={(event) => setChosenTime(event.target.value)}>
              {times.map((candidate) => (
                <option key={candidate.toISOString()} value={candidate.toISOString()}>
                  {shopClockTime(candidate, timeZone)}
                </option>
              ))}
            </select>
          </label>
        )}
      </section>

      <input
        type="search"
        className="staff-avail-search"
        placeholder={t('availability.search')}
        aria-label={t('availability.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />

      {!catalogue && (
        <p className="staff-empty" role="status">
          {catalogueState === 'failed' ? t('availability.noCatalogue') : t('availability.loading')}
        </p>
      )}
      {shown && shown.extras.length === 0 && shown.categories.length === 0 && <p className="staff-empty">{t('availability.noMatch', { query })}</p>}

      {shown && shown.extras.length > 0 && (
        <section className="staff-avail-block" aria-labelledby="avail-options">
          <h3 id="avail-options">{t('availability.options')}</h3>
          {shown.extras.map((extra) => (
            <fieldset key={extra.id} className="staff-avail-extra">
              <legend>{extra.title}</legend>
              <div className="staff-chips">
                {extra.values.map((value) => {
                  const target: SoldOutTarget = { kind: 'extra', extraId: extra.id, value: value.value };
                  return <span key={value.value}>{toggleButton(target, nameOf(target), value.name, 'staff-chip')}</span>;
                })}
              </div>
            </fieldset>
          ))}
        </section>
      )}

      {shown?.categories.map((category) => (
        <section key={category.id} className="staff-avail-block" aria-labelledby={`avail-category-${category.id}`}>
          <h3 id={`avail-category-${category.id}`}>{category.title}</h3>
          <ul className="staff-avail-products">
            {category.products.map((product) => {
              const target: SoldOutTarget = { kind: 'product', productCode: product.code };
              const entry = soldOutEntry(items, target, now);
              return (
                <li key={product.code} data-sold-out={entry ? 'true' : 'false'}>
                  <span className="staff-avail-name">{product.title}</span>
                  {entry && <span className="staff-avail-when">{backText(t, entry.until, now, timeZone)}</span>}
                  {toggleButton(target, product.title, t('availability.soldOut'), 'staff-toggle')}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
