import { useTranslation } from 'react-i18next';
import { PendingIndicator } from '../../../ui/PendingIndicator';
import type { StoredAddress } from '../../../data/db';

type AddressCardProps = {
  address: StoredAddress;
  /** The first address in the list cannot be deleted. */
  deletable: boolean;
  pending: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** Address card: default badge, name, both lines, city, cp, province, phone, Edit and Delete. */
export function AddressCard({ address, deletable, pending, onEdit, onDelete }: AddressCardProps) {
  const { t } = useTranslation('addresses');
  return (
    <article className="address-card" data-testid="address-card">
      <header>
        <strong>{address.contactFullName}</strong>
        {address.isDefault && <span className="address-default-badge">{t('default')}</span>}
        {pending && <PendingIndicator />}
      </header>
      <p>
        {address.addressLine1}
        {address.addressLine2 && (
          <>
            <br />
            {address.addressLine2}
          </>
        )}
        <br />
        {address.city.name} {address.cp} ({address.province.name})
        <br />
        {address.contactPhone}
      </p>
      <footer>
        <button type="button" className="secondary outline" data-testid="address-edit" onClick={onEdit}>
          {t('edit')}
        </button>
        {deletable && (
          <button type="button" className="secondary outline" data-testid="address-delete" onClick={onDelete}>
            {t('delete')}
          </button>
        )}
      </footer>
    </article>
  );
}
