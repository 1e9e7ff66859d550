import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../ui/alerts/AlertContext';
import { saveAddress, useCities } from '../../../data/addresses';
import { useProvinces } from '../../../data/hooks';
import { addressProblems, typedPostcode, typedPostcodeProblem, type AddressFieldProblem, type AddressFields } from '../../../domain/text/validation';
import { addressFromDraft, type AddressDraft } from './addressDraft';
import './addressForm.css';

type TextField = 'contactFullName' | 'contactPhone' | 'addressLine1' | 'addressLine2' | 'cp';

/** The label key of each checked field (the selects hold codes but are labelled province and city). */
const LABEL: Record<keyof AddressFields, string> = {
  contactFullName: 'fields.contactFullName',
  contactPhone: 'fields.contactPhone',
  addressLine1: 'fields.addressLine1',
  addressLine2: 'fields.addressLine2',
  provinceCode: 'fields.province',
  cityCode: 'fields.city',
  cp: 'fields.cp',
};

type AddressFormProps = {
  draft: AddressDraft;
  onChange: (draft: AddressDraft) => void;
  /** Saved (or queued while offline), or cancelled: the form closes. */
  onClose: () => void;
};

/** Address form: Save shows after the first change; province → city cascade; rules on save. */
export function AddressForm({ draft, onChange, onClose }: AddressFormProps) {
  const { t } = useTranslation('addresses');
  const alert = useAlert();
  const provinces = useProvinces();
  const cities = useCities(draft.provinceCode);
  const [problems, setProblems] = useState<AddressFieldProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const hintIdPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const change = (fields: Partial<AddressDraft>) => {
    // A field the customer is correcting is no longer marked, unless it is already too long; the others stay until the next save.
    const tooLong = fields.cp === undefined ? null : typedPostcodeProblem(fields.cp);
    setProblems((current) => [...current.filter(({ field }) => !(field in fields)), ...(tooLong ? [{ field: 'cp' as const, problem: tooLong }] : [])]);
    onChange({ ...draft, ...fields, changed: true });
  };
  const problemOf = (field: keyof AddressFields) => problems.find((problem) => problem.field === field)?.problem;
  const hintId = (field: keyof AddressFields) => `${hintIdPrefix}-${field}`;
  /** aria-invalid, the message below the field and the link between them, for a field found wrong. */
  const validity = (field: keyof AddressFields) => {
    const problem = problemOf(field);
    return problem
      ? { 'aria-invalid': true, 'aria-describedby': hintId(field), hint: <small id={hintId(field)}>{t(`hints.${problem}`)}</small> }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined, hint: null };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = addressProblems(draft);
    setProblems(found);
    if (found.length > 0) {
      const named = found.map(({ field, problem }) => t('problem', { field: t(LABEL[field]), problem: t(`problems.${problem}`) }));
      alert({ type: 'warning', text: t('checkData', { problems: named.join(' ') }) });
      (formRef.current?.elements.namedItem(found[0]!.field) as HTMLElement | null)?.focus();
      return;
    }
    setSaving(true);
    const outcome = await saveAddress(addressFromDraft(draft, provinces.data, cities));
    setSaving(false);
    // Refused: the outbox's danger alert says so and the form stays open with what was typed.
    if (outcome !== 'rejected') onClose();
  };

  const textField = (field: TextField, type = 'text', autoComplete?: string, typed: (raw: string) => string = (raw) => raw, inputMode?: 'numeric') => {
    const { hint, ...aria } = validity(field);
    return (
      <label>
        {t(`fields.${field}`)}
        <input
          data-testid={`address-${field}`}
          name={field}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          value={draft[field]}
          {...aria}
          onChange={(event) => change({ [field]: typed(event.target.value) })}
        />
        {hint}
      </label>
    );
  };
  const province = validity('provinceCode');
  const city = validity('cityCode');

  return (
    <form ref={formRef} className="address-form" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{t(draft.addressId === 0 ? 'newAddress' : 'editAddress')}</h1>
      {textField('contactFullName', 'text', 'name')}
      {textField('contactPhone', 'tel', 'tel')}
      {textField('addressLine1', 'text', 'address-line1')}
      {textField('addressLine2', 'text', 'address-line2')}
      <label>
        {t('fields.province')}
        <select
          data-testid="address-province"
          name="provinceCode"
          value={draft.provinceCode}
          aria-invalid={province['aria-invalid']}
          aria-describedby={province['aria-describedby']}
          onChange={(event) => change({ provinceCode: event.target.value, cityCode: '' })}
        >
          <option value="">{t('choose')}</option>
          {provinces.data?.map((province) => (
            <option key={province.code} value={province.code}>
              {province.name}
            </option>
          ))}
        </select>
        {province.hint}
      </label>
      <label>
        {t('fields.city')}
        <select
          data-testid="address-city"
          name="cityCode"
          value={draft.cityCode}
          disabled={!draft.provinceCode}
          aria-busy={draft.provinceCode !== '' && cities === undefined}
          aria-invalid={city['aria-invalid']}
          aria-describedby={city['aria-describedby']}
          onChange={(event) => change({ cityCode: event.target.value })}
        >
          <option value="">{t('choose')}</option>
          {cities?.map((city) => (
            <option key={city.code} value={city.code}>
              {city.name}
            </option>
          ))}
        </select>
        {city.hint}
      </label>
      {textField('cp', 'text', 'postal-code', typedPostcode, 'numeric')}
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
