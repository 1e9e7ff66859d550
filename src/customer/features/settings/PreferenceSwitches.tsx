import { useTranslation } from 'react-i18next';
import { PendingIndicator } from '../../../ui/PendingIndicator';
import type { Account } from '../../../api/contract';
import { savePreference, type Preference } from '../../../data/outbox';

const SWITCHES: { preference: Preference; testId: string }[] = [
  { preference: 'receivePromotions', testId: 'settings-receive-promotions' },
  { preference: 'receiveNews', testId: 'settings-receive-news' },
];

/** /user/settings switches: each toggle is saved at once, on its own (PATCH preferences). */
export function PreferenceSwitches({ account, pending }: { account: Account; pending: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <fieldset className="settings-preferences">
      <legend>
        {t('preferences')} {pending && <PendingIndicator />}
      </legend>
      {SWITCHES.map(({ preference, testId }) => (
        <label key={preference}>
          <input
            type="checkbox"
            role="switch"
            data-testid={testId}
            checked={account.preferences[preference]}
            onChange={(event) => void savePreference(preference, event.target.checked)}
          />
          {t(preference)}
        </label>
      ))}
    </fieldset>
  );
}
