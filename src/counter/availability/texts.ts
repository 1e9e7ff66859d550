import type { TFunction } from 'i18next';
import type { ActivePause, ShopControls } from '../../domain/availability/availability';
import { returnMomentOf } from '../../domain/availability/availabilityTimes';
import { shopClockTime, shopMomentOf } from '../../domain/schedule/shopTime';

type T = TFunction<'staff'>;

const dayText = (instant: Date, timeZone: string) => {
  const { day, month } = shopMomentOf(instant, timeZone);
  return `${day}/${month}`;
};

/** When a sold-out entry comes back: "vuelve a las 17:00", "vuelve el 5/6 a las 09:00", "hasta que lo reactive". */
export function backText(t: T, until: string | null, now: Date, timeZone: string): string {
  const moment = returnMomentOf(until, now, timeZone);
  if (moment.kind === 'undone') return t('availability.now.untilUndone');
  const time = shopClockTime(moment.time, timeZone);
  return moment.kind === 'today' ? t('availability.now.backAt', { time }) : t('availability.now.backOn', { time, date: dayText(moment.time, timeZone) });
}

/** The header's and the orders tab's words for a pause in force. */
export function pauseText(t: T, pause: ActivePause, timeZone: string): string {
  return pause.until === null ? t('availability.pause.pausedOpen') : t('availability.pause.pausedUntil', { time: shopClockTime(pause.until, timeZone) });
}

/** The extra wait in force, with its end when it has one. */
export function extraWaitText(t: T, minutes: number, controls: ShopControls, timeZone: string): string {
  return controls.extraWaitUntil === null
    ? t('availability.extraWait.open', { minutes })
    : t('availability.extraWait.until', { minutes, time: shopClockTime(new Date(controls.extraWaitUntil), timeZone) });
}

/** A log entry's time: the clock alone today, with the day otherwise. */
export function logTimeText(at: string, now: Date, timeZone: string): string {
  const instant = new Date(at);
  const [then, today] = [shopMomentOf(instant, timeZone), shopMomentOf(now, timeZone)];
  const time = shopClockTime(instant, timeZone);
  return then.year === today.year && then.month === today.month && then.day === today.day ? time : `${dayText(instant, timeZone)} ${time}`;
}
