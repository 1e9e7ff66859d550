import { useTranslation } from 'react-i18next';
import type { Schedule, TimeRange } from '../../../api/contract';
import { useLanguage } from '../../shared/hooks';
import { upcomingExceptions, visibleRanges, weekRows } from '../../../domain/schedule/schedule';
import type { ShopDay } from '../../../domain/schedule/shopTime';
import { shownDayName } from '../../../i18n/dateText';

function RangesText({ ranges }: { ranges: TimeRange[] }) {
  const { t } = useTranslation('locations');
  const shown = visibleRanges(ranges);
  if (shown.length === 0) return <span className="hours-closed">{t('closed')}</span>;
  // A range never wraps at its dash; two ranges wrap between them.
  return (
    <>
      {shown.map(([open, close], index) => (
        <span key={open}>
          {index > 0 && ' · '}
          <span className="nowrap">{`${open}–${close}`}</span>
        </span>
      ))}
    </>
  );
}

/**
 * Schedule: the week from Monday (up to two ranges a day) and the coming dated exceptions, from
 * the shop's own today.
 */
export function OpeningHours({ schedule, today }: { schedule: Schedule; today: ShopDay }) {
  const { t } = useTranslation('locations');
  const { language } = useLanguage();
  const exceptions = upcomingExceptions(schedule, today);
  const writeDay = (day: ShopDay) => shownDayName(day, language);

  return (
    <div className="opening-hours">
      <h3>{t('openingHours')}</h3>
      <table>
        <tbody>
          {weekRows(schedule, today).map((row) => (
            <tr key={row.dayIndex} className={row.isToday ? 'is-today' : undefined} aria-current={row.isToday ? 'date' : undefined}>
              <th scope="row">{t(`days.${row.dayIndex}`)}</th>
              <td>
                <RangesText ranges={row.ranges} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {exceptions.length > 0 && (
        <>
          <h3>{t('specialDays')}</h3>
          <table>
            <tbody>
              {exceptions.map((exception) => (
                <tr key={exception.date}>
                  <th scope="row">{writeDay(exception.day)}</th>
                  <td>
                    <RangesText ranges={exception.ranges} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
