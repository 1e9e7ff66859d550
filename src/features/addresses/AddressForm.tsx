import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../app/alerts/AlertContext';
import { saveAddress, useCities } from '../../data/addresses';
import { useProvinces } from '../../data/hooks';
import { invalidAddressFields, type AddressFields } from '../../domain/validation';
import { addressFromDraft, type AddressDraft } from './addressDraft';

type TextField = 'contactFullName' | 'contactPhone' | 'addressLine1' | 'addressLine2' | 'cp';

type AddressFormProps = {
  draft: AddressDraft;
  onChange: (draft: AddressDraft) => void;
  /** Saved (or queued while offline), or cancelled: the form closes. */
  onClose: () => void;
};

/** Spec §2/§4/§5 address form: Save shows after the first change; province → city cascade; rules on save. */
export function AddressForm({ draft, onChange, onClose }: AddressFormProps) {
  const { t } = useTranslation('addresses');
  const alert = useAlert();
  const provinces = useProvinces();
  const cities = useCities(draft.provinceCode);
  const [invalid, setInvalid] = useState<(keyof AddressFields)[]>([]);
  const [saving, setSaving] = useState(false);

  const change = (fields: Partial<AddressDraft>) => onChange({ ...draft, ...fields, changed: true });
  const isInvalid = (field: keyof AddressFields) => (invalid.includes(field) ? true : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = invalidAddressFields(draft);
    setInvalid(wrong);
    if (wrong.length > 0) {
      alert({ type: 'warning', text: t('checkData') });
      return;
    }
    setSaving(true);
    const outcome = await saveAddress(addressFromDraft(draft, provinces.data, cities));
    setSaving(false);
    // Refused: the outbox's danger alert says so and the form stays open with what was typed.
    if (outcome !== 'rejected') onClose();
  };

  const textField = (field: TextField, type = 'text', autoComplete?: string) => (
    <label>
      {t(`fields.${field}`)}
      <input
        data-testid={`address-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={draft[field]}
        aria-invalid={field === 'addressLine2' ? undefined : isInvalid(field)}
        onChange={(event) => change({ [field]: event.target.value })}
      />
    </label>
  );

  return (
    <form className="address-form" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{t(draft.addressId === 0 ? 'newAddress' : 'editAddress')}</h1>
      {textField('contactFullName', 'text', 'name')}
      {textField('contactPhone', 'tel', 'tel')}
      {textField('addressLine1', 'text', 'address-line1')}
      {textField('addressLine2', 'text', 'address-line2')}
      <label>
        {t('fields.province')}
        <select
          data-testid="address-province"
          name="province"
          value={draft.provinceCode}
          aria-invalid={isInvalid('provinceCode')}
          onChange={(event) => change({ provinceCode: event.target.value, cityCode: '' })}
        >
          <option value="">{t('choose')}</option>
          {provinces.data?.map((province) => (
            <option key={province.code} value={province.code}>
              {province.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('fields.city')}
        <select
          data-testid="address-city"
          name="city"
          value={draft.cityCode}
          disabled={!draft.provinceCode}
          aria-busy={draft.provinceCode !== '' && cities === undefined}
          aria-invalid={isInvalid('cityCode')}
          onChange={(event) => change({ cityCode: event.target.value })}
        >
          <option value="">{t('choose')}</option>
          {cities?.map((city) => (
            <option key={city.code} value={city.code}>
              {city.name}
            </option>
          ))}
        </select>
      </label>
      {textField('cp', 'text', 'postal-code')}
      <label className="address-default">
        <input
          type="checkbox"
          role="switch"
          data-testid="address-isDefault"
          checked={draft.isDefault}
          onChange={(event) => change({ isDefault: event.target.checked })}
        />
        {t('fields.isDefault')}: {t(draft.isDefault ? 'yes' : 'no')}
      </label>
      <div className="address-form-actions">
        <button type="button" className="secondary outline" onClick={onClose}>
          {t('cancel')}
        </button>
        {draft.changed && (
          <button type="submit" data-testid="address-save" aria-busy={saving} disabled={saving}>
            {t('save')}
          </button>
        )}
      </div>
    </form>
  );
}
