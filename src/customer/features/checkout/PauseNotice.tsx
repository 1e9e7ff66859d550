import { useTranslation } from 'react-i18next';
import type { ActivePause } from '../../../domain/availability/availability';
import { shopClockTime } from '../../../domain/schedule/shopTime';
import './soldOutLines.css';

type PauseNoticeProps = {
  pause: ActivePause;
  timeZone: string;
  /** The first pick-up time offered after the pause, on the shop's clock; none when nothing is left today. */
  firstTime: string | undefined;
};

/** The shop pauses online orders: until when, on its clock ("Pausado hasta las 12:30"), and from when a pick-up may be ordered. */
export function PauseNotice({ pause, timeZone, firstTime }: PauseNoticeProps) {
  const { t } = useTranslation('cart');
  return (
    <section className="pause-notice" role="status" data-testid="cart-paused">
      <p className="pause-notice-title">{pause.until ? t('paused.until', { time: shopClockTime(pause.until, timeZone) }) : t('paused.openEnded')}</p>
      {firstTime ? <p>{t('paused.later', { time: firstTime })}</p> : !pause.until && <p>{t('paused.openEndedText')}</p>}
    </section>
  );
}
