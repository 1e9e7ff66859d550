import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activePause, EXTRA_WAIT_CHOICES, extraWaitNow, PAUSE_CHOICES, type PauseChoice } from '../../domain/availability/availability';
import { closingOrDayEnd } from '../../domain/availability/availabilityTimes';
import { shopClockTime } from '../../domain/schedule/shopTime';
import type { TabProps } from './panelProps';
import { extraWaitText, pauseText } from './texts';

/** Online orders: pause them (15 or 30 minutes, until closing, until resumed) and add an extra wait (for an hour, or until removed). */
export function OrdersTab({ shop, timeZone, availability, catalogue, now, online, writes, write }: TabProps) {
  const { t } = useTranslation('staff');
  const [forAnHour, setForAnHour] = useState(true);
  const controls = availability?.controls;
  const pause = controls && activePause(controls, now);
  const extra = controls ? extraWaitNow(controls, now) : 0;
  const closing = catalogue ? closingOrDayEnd(catalogue.schedule, timeZone, now) : undefined;

  const pauseLabel = (choice: PauseChoice) => {
    if (choice === 'closing' && closing) return t('availability.pause.closingAt', { time: shopClockTime(closing, timeZone) });
    return t(`availability.pause.${choice}`);
  };
  const busyOrOffline = (key: string) => !online || write.isBusy(key);

  return (
    <>
      <section className="staff-avail-block" aria-labelledby="avail-pause">
        <h3 id="avail-pause">{t('availability.pause.title')}</h3>
        <p className={pause ? 'staff-avail-state is-paused' : 'staff-avail-state'} role="status">
          {pause ? pauseText(t, pause, timeZone) : t('availability.pause.running')}
          {pause && (
            <button
              type="button"
              className="staff-big"
              data-action="resume"
              disabled={busyOrOffline('pause')}
              onClick={() => void write.run('pause', () => writes.pause({ shop, choice: 'off' }))}
            >
              {t('availability.pause.resume')}
            </button>
          )}
        </p>
        <div className="staff-choice-row">
          {PAUSE_CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              className="staff-big outline"
              data-pause={choice}
              aria-pressed={choice === 'undone' ? pause?.until === null : undefined}
              disabled={busyOrOffline('pause')}
              onClick={() => void write.run('pause', () => writes.pause({ shop, choice }))}
            >
              {pauseLabel(choice)}
            </button>
          ))}
        </div>
        <p className="staff-avail-hint">{t('availability.pause.hint')}</p>
      </section>

      <section className="staff-avail-block" aria-labelledby="avail-extra">
        <h3 id="avail-extra">{t('availability.extraWait.title')}</h3>
        <p className={extra > 0 ? 'staff-avail-state is-slow' : 'staff-avail-state'} role="status">
          {extra > 0 && controls ? extraWaitText(t, extra, controls, timeZone) : t('availability.extraWait.none')}
          {extra > 0 && (
            <button
              type="button"
              className="staff-big"
              data-action="extra-wait-off"
              disabled={busyOrOffline('extra-wait')}
              onClick={() => void write.run('extra-wait', () => writes.extraWait({ shop, minutes: 0 }))}
            >
              {t('availability.extraWait.undo')}
            </button>
          )}
        </p>
        <div className="staff-segmented" role="group" aria-label={t('availability.extraWait.title')}>
          <button type="button" aria-pressed={forAnHour} onClick={() => setForAnHour(true)}>
            {t('availability.extraWait.forAnHour')}
          </button>
          <button type="button" aria-pressed={!forAnHour} onClick={() => setForAnHour(false)}>
            {t('availability.extraWait.untilUndone')}
          </button>
        </div>
        <div className="staff-choice-row">
          {EXTRA_WAIT_CHOICES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              className="staff-big outline"
              data-extra-wait={minutes}
              aria-pressed={extra === minutes}
              disabled={busyOrOffline('extra-wait')}
              onClick={() => void write.run('extra-wait', () => writes.extraWait({ shop, minutes, forAnHour }))}
            >
              {t('availability.extraWait.add', { minutes })}
            </button>
          ))}
        </div>
        <p className="staff-avail-hint">{t('availability.extraWait.hint')}</p>
      </section>
    </>
  );
}
