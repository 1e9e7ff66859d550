import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shopClockTime } from '../../../../domain/schedule/shopTime';
import './pickupTime.css';

type PickupTimePickerProps = {
  /** Today's allowed times (usePickupSlots). */
  slots: Date[];
  timeZone: string;
  /** The shop is open now, so "as soon as possible" is offered… */
  openNow: boolean;
  /** …unless the shop pauses orders or the slot it would fall in is full: then a later time must be chosen. */
  asapUnavailable?: 'paused' | 'full' | undefined;
  waitMinutes: number;
  /** The chosen time (ISO instant), null for "as soon as possible" or nothing chosen yet. */
  value: string | null;
  onChange: (pickupAt: string | null) => void;
};

/**
 * Pick-up time in the cart: "as soon as possible" (while open) or a quarter hour later today, in
 * a native select with its label and hint (keyboard and screen readers as the platform gives them). A
 * chosen time that is no longer allowed (too soon now) is dropped.
 */
export function PickupTimePicker({ slots, timeZone, openNow, asapUnavailable, waitMinutes, value, onChange }: PickupTimePickerProps) {
  const { t } = useTranslation('cart');
  const id = useId();
  const hintId = useId();
  const stillOffered = value === null || slots.some((slot) => slot.toISOString() === value);
  useEffect(() => {
    if (!stillOffered) onChange(null);
  }, [stillOffered, onChange]);
  if (slots.length === 0) return null;
  return (
    <div className="pickup-time">
      <label htmlFor={id}>{t('pickupTimeLabel')}</label>
      <select
        id={id}
        data-testid="pickup-time"
        value={stillOffered ? (value ?? '') : ''}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.currentTarget.value || null)}
      >
        {openNow && !asapUnavailable ? (
          <option value="">{t('pickupAsap', { minutes: waitMinutes })}</option>
        ) : (
          <option value="" disabled>
            {!openNow ? t('pickupChoose') : asapUnavailable === 'paused' ? t('pickupAsapPaused') : t('pickupAsapFull')}
          </option>
        )}
        {slots.map((slot) => (
          <option key={slot.getTime()} value={slot.toISOString()}>
            {shopClockTime(slot, timeZone)}
          </option>
        ))}
      </select>
      <p id={hintId} className="pickup-time-hint" data-testid="pickup-time-hint">
        {!openNow
          ? t('pickupClosedHint')
          : asapUnavailable === 'paused'
            ? t('pickupPausedHint')
            : asapUnavailable === 'full'
              ? t('pickupFullHint')
              : t('pickupHint')}
      </p>
    </div>
  );
}
