import { useTranslation } from 'react-i18next';

export type LocationKind = 'shop' | 'delivery';

type LocationKindSelectorProps = { kind: LocationKind | null; onChange: (kind: LocationKind | null) => void };

/** Spec §2 location selector: store pick-up or home delivery; pressing the chosen one again shows all. */
export function LocationKindSelector({ kind, onChange }: LocationKindSelectorProps) {
  const { t } = useTranslation('locations');
  const choices: { value: LocationKind; icon: string; label: string }[] = [
    { value: 'shop', icon: '🏪', label: t('pickUpInStore') },
    { value: 'delivery', icon: '🚚', label: t('homeDelivery') },
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
          <span aria-hidden="true">{choice.icon}</span> {choice.label}
        </button>
      ))}
    </div>
  );
}
