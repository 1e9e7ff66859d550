import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffShop } from '../../api/contract/counter/staff';
import { useOnlineStatus } from '../../data/online';
import { activePause, extraWaitNow, soldOutNow } from '../../domain/availability/availability';
import type { StoredAvailability } from '../data/db';
import { availabilityWrites, staffApi } from '../runtime';
import { useShopName } from '../shopName';
import { AvailabilityPanel } from './AvailabilityPanel';
import type { LoadLog } from './panelProps';
import { extraWaitText, pauseText } from './texts';
import { useAvailabilityClock } from './useAvailabilityClock';
import { useShopAvailability, useShopCatalogue } from './useShopAvailability';
import { useWriteState, writeErrorKey } from './useWriteState';

function AvailabilitySheet({
  shop,
  availability,
  staleSince,
  now,
  online,
  mayManage,
  onClose,
}: {
  shop: StaffShop;
  availability: StoredAvailability | undefined;
  staleSince: number | undefined;
  now: Date;
  online: boolean;
  mayManage: boolean;
  onClose: () => void;
}) {
  const { i18n } = useTranslation('staff');
  const language = i18n.language === 'en' ? 'en' : 'es';
  const { catalogue, state } = useShopCatalogue(shop.code, language);
  const nameOf = useShopName();
  const loadLog: LoadLog = useCallback(async () => {
    const answer = await staffApi.call('staffAvailabilityLog', { query: { shop: shop.code } });
    return answer.ok ? answer.data.entries : undefined;
  }, [shop.code]);
  return (
    <AvailabilityPanel
      shop={shop.code}
      shopName={nameOf(shop)}
      timeZone={shop.timeZone}
      availability={availability}
      catalogue={catalogue}
      catalogueState={state}
      now={now}
      online={online}
      staleSince={staleSince}
      mayManage={mayManage}
      writes={availabilityWrites}
      loadLog={loadLog}
      onClose={onClose}
    />
  );
}

/**
 * The board header's part of a busy counter: the button that opens the availability panel (with how many
 * things are sold out), and, while they hold, the pause ("Pedidos en pausa hasta las 12:30" + Reanudar)
 * and the extra wait ("+10 min" + Quitar). Kept apart from the board's every-second clock: it moves when a
 * switch ends by itself.
 */
export const AvailabilityHeader = memo(function AvailabilityHeader({ shop, mayManage }: { shop: StaffShop; mayManage: boolean }) {
  const { t } = useTranslation('staff');
  const { availability, feed } = useShopAvailability(shop.code);
  const now = useAvailabilityClock(availability);
  const online = useOnlineStatus();
  const [open, setOpen] = useState(false);
  const write = useWriteState();
  const close = useCallback(() => setOpen(false), []);
  const controls = availability?.controls;
  const pause = controls && activePause(controls, now);
  const extra = controls ? extraWaitNow(controls, now) : 0;
  const soldOut = availability ? soldOutNow(availability.soldOut, now).length : 0;
  const staleSince = feed !== 'idle' && !feed.live && feed.loud ? feed.downSince : undefined;

  return (
    <>
      <button type="button" className="staff-big staff-avail-open" data-action="availability" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('availability.open')}
        {soldOut > 0 && <span className="staff-avail-count">{t('availability.soldOutCount', { count: soldOut })}</span>}
      </button>
      {(pause || extra > 0 || write.error) && (
        <div className="staff-avail-strip">
          {pause && (
            <p className="staff-paused" role="status" data-testid="paused">
              <strong>{pauseText(t, pause, shop.timeZone)}</strong>
              <button
                type="button"
                className="staff-big"
                data-action="resume"
                disabled={!online || write.isBusy('pause')}
                onClick={() => void write.run('pause', () => availabilityWrites.pause({ shop: shop.code, choice: 'off' }))}
              >
                {t('availability.pause.resume')}
              </button>
            </p>
          )}
          {extra > 0 && controls && (
            <p className="staff-slow" role="status" data-testid="extra-wait" title={extraWaitText(t, extra, controls, shop.timeZone)}>
              <strong>{t('availability.extraWait.shown', { minutes: extra })}</strong>
              <button
                type="button"
                className="staff-big secondary"
                data-action="extra-wait-off"
                disabled={!online || write.isBusy('extra-wait')}
                onClick={() => void write.run('extra-wait', () => availabilityWrites.extraWait({ shop: shop.code, minutes: 0 }))}
              >
                {t('availability.extraWait.undo')}
              </button>
            </p>
          )}
          {write.error && (
            <p className="staff-avail-error" role="alert">
              {t(writeErrorKey(write.error), { code: write.error })}
            </p>
          )}
        </div>
      )}
      {open && (
        <AvailabilitySheet shop={shop} availability={availability} staleSince={staleSince} now={now} online={online} mayManage={mayManage} onClose={close} />
      )}
    </>
  );
});
