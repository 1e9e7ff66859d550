import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '../../api/contract/customer/locations';
import type { ShopDay } from '../../domain/schedule/shopTime';
import { localeOf } from './formBits';
import { openingCalendar } from '../../domain/schedule/openingCalendar';

/** How many days ahead the calendar shows. */
export const CALENDAR_DAYS = 60;

/** The next 60 days in the shop's zone as customers will see them, from the form as it stands (before saving). */
export function HoursCalendar({ schedule, from }: { schedule: Schedule; from: ShopDay }) {
  const { t, i18n } = useTranslation('manage');
  const days = useMemo(() => openingCalendar(schedule, from, CALENDAR_DAYS), [schedule, from]);
  const dateText = useMemo(
    () => new Intl.DateTimeFormat(localeOf(i18n.language), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [i18n.language],
  );
  return (
    // Its own scrolling box beside the form on a wide screen: focusable, so a keyboard scrolls it too.
    <section className="bo-calendar" aria-labelledby="bo-calendar-title" data-testid="bo-calendar" tabIndex={0}>
      <h2 id="bo-calendar-title">{t('shops.calendar.title', { count: CALENDAR_DAYS })}</h2>
      <p className="bo-muted">{t('shops.calendar.hint')}</p>
      <ol>
        {days.map(({ day, date: iso, ranges, exception, closed }) => {
          return (
            <li
              key={iso}
              className={`${exception ? 'bo-cal-exception' : ''} ${closed ? 'bo-cal-closed' : ''}`}
              data-testid={`bo-cal-${iso}`}
              data-closed={closed}
              data-exception={exception}
            >
              <time dateTime={iso}>{dateText.format(new Date(Date.UTC(day.year, day.month - 1, day.day)))}</time>
              <span className="bo-cal-hours">
                {closed
                  ? t('shops.hours.closed')
                  : ranges.map(([open, close], index) => (
                      <Fragment key={index}>
                        {index > 0 && ' · '}
                        <span className="nowrap">
                          {open}–{close}
                        </span>
                      </Fragment>
                    ))}
              </span>
              {exception && <span className="bo-cal-tag">{t('shops.calendar.exception')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
