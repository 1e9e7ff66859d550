import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushState, turnPushOff, turnPushOn, type PushState } from '../../../data/push/pushDevice';

type Shown = PushState | 'failed' | 'loading';

/**
 * Settings: order notifications on this device, shown as they are (not possible here, blocked,
 * on, off) and switched on or off. Blocked or unsupported leaves the switch off and says why.
 */
export default function PushSwitch() {
  const { t } = useTranslation('settings');
  const [state, setState] = useState<Shown>('loading');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let active = true;
    void pushState().then(
      (found) => active && setState(found),
      () => active && setState('unsupported'),
    );
    return () => {
      active = false;
    };
  }, []);

  const toggle = (on: boolean) => {
    setBusy(true);
    const change = on ? turnPushOn() : turnPushOff().then(() => 'off' as const);
    void change
      .then(
        (result) => setState(result),
        () => setState('failed'),
      )
      .finally(() => setBusy(false));
  };
  const disabled = busy || state === 'loading' || state === 'unsupported' || state === 'denied';

  return (
    <fieldset className="settings-preferences settings-push" data-testid="settings-push" data-state={state}>
      <legend>{t('push.legend')}</legend>
      <label>
        <input
          type="checkbox"
          role="switch"
          data-testid="settings-push-switch"
          checked={state === 'on'}
          disabled={disabled}
          aria-busy={busy}
          onChange={(event) => toggle(event.target.checked)}
        />
        {t('push.switch')}
      </label>
      {state !== 'loading' && (
        <small role="status" data-testid="settings-push-state">
          {t(`push.${state}`)}
        </small>
      )}
    </fieldset>
  );
}
