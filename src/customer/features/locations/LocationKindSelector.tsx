import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../ui/ChoiceGroup';
import { Icon, type IconName } from '../../../ui/Icon';

export type LocationKind = 'shop' | 'delivery';

type LocationKindSelectorProps = { kind: LocationKind | null; onChange: (kind: LocationKind | null) => void };

/** Location selector: store pick-up or home delivery; pressing the chosen one again shows all. */
export function LocationKindSelector({ kind, onChange }: LocationKindSelectorProps) {
  const { t } = useTranslation('locations');
  const kinds: { value: LocationKind; icon: IconName; label: string }[] = [
    { value: 'shop', icon: 'store', label: t('pickUpInStore') },
    { value: 'delivery', icon: 'truck', label: t('homeDelivery') },
  ];
  const choices = kinds.map(({ value, icon, label }) => ({
    value,
    content: (
      <>
        <Icon name={icon} size={20} /> {label}
      </>
    ),
  }));
  const toggle = (value: LocationKind) => onChange(kind === value ? null : value);
  return <ChoiceGroup className="location-kinds" label={t('howToReceive')} choices={choices} chosen={kind} onPress={toggle} />;
}
