import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFallback } from '../../../ui/ScreenFallback';
import { BackLink } from '../../../ui/BackLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { SignInFirst } from '../../../ui/SignInFirst';
import { useSessionDraft } from '../../shared/useSessionDraft';
import { CUSTOMER_DRAFT_PREFIX } from '../../../data/customerDrafts';
import { deleteAddress, useAddresses } from '../../../data/addresses';
import type { StoredAddress } from '../../../data/db';
import { addressEntityKey, usePendingKeys } from '../../../data/outbox';
import { useSession } from '../../../data/session';
import { AddressCard } from './AddressCard';
import { AddressForm } from '../../shared/addressForm/AddressForm';
import { draftFromAddress, emptyDraft, isAddressDraft } from '../../shared/addressForm/addressDraft';
import './addresses.css';

/** /user/address: the customer's delivery addresses and the address form (opens offline). */
export default function AddressesScreen() {
  const { t } = useTranslation('addresses');
  const { isSignedIn, ready } = useSession();
  const addresses = useAddresses();
  const pendingKeys = usePendingKeys();
  const [draft, setDraft] = useSessionDraft(`${CUSTOMER_DRAFT_PREFIX}address`, isAddressDraft);
  const [deleting, setDeleting] = useState<number | undefined>();
  const formOpen = draft !== undefined;
  // The form takes the list's place: start either at its top, not where the other was scrolled to.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [formOpen]);

  if (!ready || (isSignedIn && addresses === undefined)) return <ScreenFallback />;
  if (!isSignedIn) {
    return (
      <section className="addresses-screen">
        <BackLink to="/user" />
        <h1 className="screen-title">{t('title')}</h1>
        <SignInFirst title={t('signInTitle')} text={t('signInText')} action={t('signIn')} />
      </section>
    );
  }

  if (draft) {
    return (
      <section className="addresses-screen">
        <AddressForm draft={draft} onChange={setDraft} onClose={() => setDraft(undefined)} />
      </section>
    );
  }

  const list: StoredAddress[] = addresses ?? [];
  return (
    <section className="addresses-screen">
      <BackLink to="/user" />
      <h1 className="screen-title">{t('title')}</h1>
      {list.length === 0 && <EmptyState icon="home" title={t('emptyTitle')} text={t('emptyText')} />}
      {list.map((address, index) => (
        <AddressCard
          key={address.addressId}
          address={address}
          deletable={index > 0}
          pending={pendingKeys.has(addressEntityKey(address.addressId))}
          onEdit={() => setDraft(draftFromAddress(address))}
          onDelete={() => setDeleting(address.addressId)}
        />
      ))}
      <button type="button" className="addresses-add" data-testid="address-add" onClick={() => setDraft(emptyDraft())}>
        {t('add')}
      </button>
      {deleting !== undefined && (
        // The question is in Spanish in both languages.
        <ConfirmDialog
          question={t('deleteQuestion')}
          questionLang="es"
          acceptTestId="address-delete-confirm"
          onCancel={() => setDeleting(undefined)}
          onAccept={() => {
            setDeleting(undefined);
            void deleteAddress(deleting);
          }}
        />
      )}
    </section>
  );
}
