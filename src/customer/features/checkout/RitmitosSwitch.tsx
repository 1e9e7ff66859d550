import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract';
import type { RitmitosToggle } from '../../../domain/orders/cart';
import { formatCount } from '../../../domain/text/numberText';
import { Icon } from '../../../ui/Icon';

type RitmitosSwitchProps = {
  /** The checkout it stands in: its texts' namespace and its test ids' prefix. */
  scope: 'cart' | 'delivery';
  toggle: RitmitosToggle;
  balance: number | null;
  language: Language;
  onToggle: (on: boolean) => void;
};

/** The "pay with ritmitos" switch with the balance beside it, and why it is off when there is nothing to spend. */
export function RitmitosSwitch({ scope, toggle, balance, language, onToggle }: RitmitosSwitchProps) {
  const { t } = useTranslation(scope);
  const reasonId = useId();
  return (
    <>
      <label className="cart-ritmitos">
        <input
          type="checkbox"
          role="switch"
          data-testid={`${scope}-use-ritmitos`}
          checked={toggle.on}
          disabled={!toggle.enabled}
          aria-describedby={toggle.reason ? reasonId : undefined}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
        <span>{t('useRitmitos')}</span>
        <span className="cart-ritmitos-balance">
          <span className="lightning" aria-hidden="true">
            <Icon name="bolt" size={16} />
          </span>
          {t('available', { count: balance ?? 0, amount: formatCount(balance ?? 0, language) })}
        </span>
      </label>
      {toggle.reason === 'nothingToSpend' && (
        <p id={reasonId} className="cart-ritmitos-reason" data-testid={`${scope}-ritmitos-reason`}>
          {t('nothingToSpend')}
        </p>
      )}
    </>
  );
}
