import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../shared/hooks';
import { useAddresses } from '../../../../data/addresses';
import type { StoredAddress } from '../../../../data/db';
import { fetchTransportPrice } from '../../../../data/orders/deliveryCheckout';
import { AddressForm } from '../../../shared/addressForm/AddressForm';
import { emptyDraft, type AddressDraft } from '../../../shared/addressForm/addressDraft';
import { useAccount } from '../../../../data/account';
import { preferredAddress } from '../../../../domain/orders/deliveryAddress';
import { AddressText } from './AddressText';
import type { ChosenAddress } from './chosenAddress';
import { CancelCheckoutButton } from './CancelCheckoutButton';

type AddressStepProps = { chosenId: number | null; onChosen: (chosen: ChosenAddress) => void; onCancel: () => void };

/**
 * Step 2: choosing an address fetches its transport price, then continues; Continue without a
 * choice takes the default address, else the first. The address form opens inline to add one, with the
 * customer's contact details filled in.
 */
export function AddressStep({ chosenId, onChosen, onCancel }: AddressStepProps) {
  const { t } = useTranslation('delivery');
  const alert = useAlert();
  const addresses = useAddresses();
  const { data: account } = useAccount();
  const [selected, setSelected] = useState<number | null>(chosenId);
  const [loading, setLoading] = useState(false);
  const [draft, setDraft] = useState<AddressDraft | null>(null);

  // An address still being saved (created offline, or just now) has no server id: the order cannot name
  // it yet, so the step goes on by itself once the server's copy replaces it. The ids known when it was
  // chosen tell that copy apart.
  const [awaiting, setAwaiting] = useState<{ localId: number; knownIds: number[] } | null>(null);

  const choose = async (address: StoredAddress) => {
    setSelected(address.addressId);
    if (address.addressId <= 0) {
      setAwaiting({ localId: address.addressId, knownIds: (addresses ?? []).map((a) => a.addressId) });
      alert({ type: 'info', text: t('addressPending'), timeoutSeconds: 5 });
      return;
    }
    setAwaiting(null);
    setLoading(true);
    const transport = await fetchTransportPrice(address).catch(() => undefined);
    setLoading(false);
    if (!transport) {
      alert({ type: 'warning', text: t('transportError'), timeoutSeconds: 5 });
      return;
    }
    onChosen({ addressId: address.addressId, transport });
  };

  useEffect(() => {
    if (!awaiting || !addresses || addresses.some((a) => a.addressId === awaiting.localId)) return;
    setAwaiting(null);
    const saved = addresses.filter((a) => !a.pending && !awaiting.knownIds.includes(a.addressId));
    // None: the server refused it (the form said why). Several: another device added one too; the customer chooses.
    if (saved.length === 1) void choose(saved[0]!);
    // Runs when the addresses or the awaited one change; choose is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses, awaiting]);

  // Until the customer picks one, the default address (else the first) is the choice.
  const selectedId = selected ?? preferredAddress(addresses ?? [])?.addressId ?? null;

  const continueWithChoice = () => {
    const address = addresses?.find((a) => a.addressId === selectedId);
    if (!address) {
      alert({ type: 'warning', text: t('addressNeeded'), timeoutSeconds: 5 });
      return;
    }
    void choose(address);
  };

  return (
    <div className="delivery-step-body">
      {addresses?.length === 0 && !draft && <p className="delivery-note">{t('noAddresses')}</p>}
      <fieldset className="delivery-addresses" disabled={loading}>
        <legend className="visually-hidden">{t('chooseAddress')}</legend>
        {addresses?.map((address) => (
          <label key={address.addressId} className="delivery-address">
            <input
              type="radio"
              name="delivery-address"
              data-testid="delivery-address-option"
              value={address.addressId}
              checked={selectedId === address.addressId}
              readOnly
              // A click, not a change: the preselected address is chosen by tapping it too.
              onClick={() => void choose(address)}
            />
            <AddressText address={address} />
          </label>
        ))}
      </fieldset>
      {draft ? (
        <AddressForm draft={draft} onChange={setDraft} onClose={() => setDraft(null)} />
      ) : (
        <button
          type="button"
          className="secondary outline"
          data-testid="delivery-address-add"
          onClick={() => setDraft(emptyDraft({ contactFullName: account?.name ?? '', contactPhone: account?.phone ?? '' }))}
        >
          {t('addAddress')}
        </button>
      )}
      <div className="delivery-actions">
        <CancelCheckoutButton onCancel={onCancel} />
        <button type="button" data-testid="delivery-continue" aria-busy={loading} disabled={loading} onClick={continueWithChoice}>
          {t('continue')}
        </button>
      </div>
    </div>
  );
}
