import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/Icon';

export type LocationKind = 'shop' | 'delivery';

type LocationKindSelectorProps = { kind: LocationKind | null; onChange: (kind: LocationKind | null) => void };

/** Spec §2 location selector: store pick-up or home delivery; pressing the chosen one again shows all. */
export function LocationKindSelector({ kind, onChange }: LocationKindSelectorProps) {
  const { t } = useTranslation('locations');
  const choices: { value: LocationKind; icon: IconName; label: string }[] = [
    { value: 'shop', icon: 'store', label: t('pickUpInStore') },
    { value: 'delivery', icon: 'truck', label: t('homeDelivery') },
  ];
  return (
    <div className="location-kinds" role="group" aria-label={t('howToReceive')}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={kind === choice.value}
          className={kind === choice.value ? undefined : 'secondary outline'}
          onClick={() => onChange(kind === choice.value ? null : choice.value)}
        >
          <Icon name={choice.icon} size={20} /> {choice.label}
        </button>
      ))}
    </div>
  );
}
