import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityLogEntry, SoldOutTarget } from '../../api/contract/counter/availability';
import { shopClockTime } from '../../domain/schedule/shopTime';
import type { ShopCatalogue } from '../data/shopCatalogue';
import type { LoadLog } from './panelProps';
import { targetName } from './soldOutView';
import { logTimeText } from './texts';

type Translate = TFunction<'staff'>;

const isTarget = (value: unknown): value is SoldOutTarget =>
  typeof value === 'object' && value !== null && ((value as { kind?: unknown }).kind === 'product' || (value as { kind?: unknown }).kind === 'extra');
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What one recorded change did, in words. */
function actionText(t: Translate, entry: AvailabilityLogEntry, catalogue: ShopCatalogue | undefined, timeZone: string): string {
  const { detail } = entry;
  const optionOf = (extra: string, value: string) => t('availability.optionOf', { extra, value });
  const until = (value: unknown) =>
    typeof value === 'string' ? t('availability.log.untilTime', { time: shopClockTime(new Date(value), timeZone) }) : t('availability.log.untilUndone');
  const productName = (code: unknown) => targetName({ kind: 'product', productCode: text(code) }, catalogue, optionOf);
  switch (entry.action) {
    case 'sold_out':
    case 'back':
      if (!isTarget(detail.target)) break;
      return t(`availability.log.action.${entry.action}`, { what: targetName(detail.target, catalogue, optionOf), until: until(detail.until) });
    case 'pause':
      return t('availability.log.action.pause', { until: until(detail.until) });
    case 'pause_off':
      return t('availability.log.action.pause_off');
    case 'extra_wait':
      if (detail.minutes === 0) return t('availability.log.action.extra_wait_off');
      return t('availability.log.action.extra_wait', { minutes: text(detail.minutes), until: until(detail.until) });
    case 'stock':
      if (entry.actorKind === 'import') return t('availability.log.action.stock_import');
      return t('availability.log.action.stock', { what: productName(detail.productCode), from: text(detail.from), to: text(detail.to) });
    case 'stock_taken':
    case 'stock_returned':
      return t(`availability.log.action.${entry.action}`, { what: productName(detail.productCode), units: text(detail.units), stock: text(detail.stock) });
    case 'slot_capacity':
      return detail.capacity === null
        ? t('availability.log.action.slot_capacity_off')
        : t('availability.log.action.slot_capacity', { count: Number(detail.capacity) });
    case 'slot_full':
      if (typeof detail.slot !== 'string') break;
      return t('availability.log.action.slot_full', { time: shopClockTime(new Date(detail.slot), timeZone), count: Number(detail.capacity) });
  }
  return t('availability.log.action.other', { action: entry.action });
}

function actorText(t: Translate, entry: AvailabilityLogEntry): string {
  if (entry.actorKind === 'staff') return entry.actor;
  return t(`availability.log.actor.${entry.actorKind}`, { actor: entry.actor });
}

/** Managers: who changed what, and when (the newest first); read again after each change the board hears of. */
export function LogTab({
  loadLog,
  catalogue,
  timeZone,
  now,
  version,
}: {
  loadLog: LoadLog;
  catalogue: ShopCatalogue | undefined;
  timeZone: string;
  now: Date;
  version: string;
}) {
  const { t } = useTranslation('staff');
  const [entries, setEntries] = useState<AvailabilityLogEntry[] | undefined | 'failed'>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void loadLog().then((read) => {
      if (current) setEntries((kept) => read ?? (kept && kept !== 'failed' ? kept : 'failed'));
    });
    return () => {
      current = false;
    };
  }, [loadLog, version, attempt]);

  if (entries === undefined) return <p className="staff-empty">{t('availability.loading')}</p>;
  if (entries === 'failed') {
    return (
      <p className="staff-error" role="alert">
        {t('availability.log.failed')}{' '}
        <button type="button" className="secondary" onClick={() => setAttempt((count) => count + 1)}>
          {t('availability.log.retry')}
        </button>
      </p>
    );
  }
  return (
    <section className="staff-avail-block" aria-labelledby="avail-log">
      <h3 id="avail-log">{t('availability.log.title')}</h3>
      {entries.length === 0 && <p className="staff-empty">{t('availability.log.empty')}</p>}
      <ol className="staff-avail-log" data-testid="availability-log">
        {entries.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at}>{logTimeText(entry.at, now, timeZone)}</time>
            <span className="staff-avail-name">{actionText(t, entry, catalogue, timeZone)}</span>
            <span className="staff-avail-who">{actorText(t, entry)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
