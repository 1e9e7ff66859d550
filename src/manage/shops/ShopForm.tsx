import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LOCATION_TYPE } from '../../api/contract/customer/locations';
import type { ManageShop, ShopCreate } from '../../api/contract/manage/shops';
import { manageApi } from '../runtime';
import { FieldError, invalidProps, localText, refusalOf, SaveResult } from './formBits';
import { mapLink, parseCoordinate, shopFormOf, TIME_ZONES, validateShopForm, type ShopFormValues } from './shopFormValues';

type Setter = (name: keyof ShopFormValues, value: string) => void;

function Field({
  name,
  label,
  values,
  errors,
  set,
  hint,
  ...input
}: {
  name: keyof ShopFormValues;
  label: string;
  values: ShopFormValues;
  errors: Record<string, string>;
  set: Setter;
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = `bo-shop-${name.replace('.', '-')}`;
  const described = [errors[name] ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const field = (
    <label htmlFor={id}>
      {label}
      <input
        id={id}
        name={name}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        {...invalidProps(id, errors[name])}
        aria-describedby={described || undefined}
        {...input}
      />
    </label>
  );
  // The error and the hint sit after the label: read as its description, not as its name.
  return (
    <div className="bo-field">
      {field}
      <FieldError id={id} error={errors[name]} />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
    </div>
  );
}

/** A shop's identity as the owner edits it (or a new shop): names, address, place on the map, type, legal entity, zone and board thresholds. */
export function ShopForm({ shop, onSaved }: { shop?: ManageShop; onSaved: (shop: ManageShop) => void }) {
  const { t, i18n } = useTranslation('manage');
  const navigate = useNavigate();
  const [values, setValues] = useState<ShopFormValues>(() => shopFormOf(shop));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [saving, setSaving] = useState(false);
  const set: Setter = (name, value) => {
    setValues((kept) => ({ ...kept, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const common = { values, errors, set };
  const latitude = parseCoordinate(values.latitude);
  const longitude = parseCoordinate(values.longitude);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateShopForm(values, !shop);
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [field, t(`shops.form.errors.${key}`)])));
      setResult({ ok: false, message: t('shops.common.fixFields') });
      return;
    }
    setSaving(true);
    const { code, ...fields } = checked.body;
    const answer = shop
      ? await manageApi.call('manageShopUpdate', { params: { code: shop.code }, body: { ...fields, sort: shop.sort } })
      : await manageApi.call('manageShopCreate', { body: { code, ...fields } satisfies ShopCreate });
    setSaving(false);
    if (answer.ok) {
      onSaved(answer.data);
      setResult({ ok: true, message: t('shops.form.saved') });
      if (!shop) void navigate(`../${answer.data.code}/hours`, { relative: 'path' });
      return;
    }
    const refusal = refusalOf(t, answer);
    const field = refusal.field && refusal.field in values ? refusal.field : undefined;
    if (field) setErrors((kept) => ({ ...kept, [field]: refusal.message }));
    setResult({ ok: false, message: refusal.message });
  };

  const title = shop ? localText(shop.name, i18n.language) : t('shops.form.newTitle');
  return (
    <section aria-labelledby="bo-shop-title">
      <header className="bo-head">
        <h1 id="bo-shop-title">{title}</h1>
        <Link to=".." relative="path">
          {t('shops.common.back')}
        </Link>
      </header>
      <form className="bo-form" onSubmit={(event) => void submit(event)} noValidate data-testid="bo-shop-form">
        {!shop && <Field name="code" label={t('shops.form.code')} autoCapitalize="none" spellCheck={false} hint={t('shops.form.codeHint')} {...common} />}
        <fieldset>
          <legend>{t('shops.form.names')}</legend>
          <div className="bo-grid">
            <Field name="name.es" label={t('shops.form.nameEs')} lang="es" {...common} />
            <Field name="name.en" label={t('shops.form.nameEn')} lang="en" {...common} />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('shops.form.type')}</legend>
          <div className="bo-choices">
            {[
              [LOCATION_TYPE.shop, 'shops.type.shop'],
              [LOCATION_TYPE.homeDelivery, 'shops.type.delivery'],
            ].map(([typeId, key]) => (
              <label key={typeId}>
                <input type="radio" name="typeId" checked={values.typeId === String(typeId)} onChange={() => set('typeId', String(typeId))} />
                {t(String(key))}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('shops.form.address')}</legend>
          <div className="bo-grid">
            <Field name="address.route" label={t('shops.form.street')} autoComplete="off" {...common} />
            <Field name="address.routeNumber" label={t('shops.form.number')} {...common} />
            <Field name="address.cp" label={t('shops.form.postcode')} inputMode="numeric" maxLength={5} {...common} />
            <Field name="address.city" label={t('shops.form.city')} {...common} />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('shops.form.place')}</legend>
          <div className="bo-grid">
            <Field name="latitude" label={t('shops.form.latitude')} inputMode="decimal" {...common} />
            <Field name="longitude" label={t('shops.form.longitude')} inputMode="decimal" {...common} />
          </div>
          {latitude !== undefined && longitude !== undefined ? (
            <a href={mapLink(latitude, longitude)} target="_blank" rel="noopener noreferrer" className="bo-map-link" data-testid="bo-shop-map">
              {t('shops.form.checkMap')}
              <span className="bo-sr"> {t('shops.form.newTab')}</span>
            </a>
          ) : (
            <small>{t('shops.form.mapHint')}</small>
          )}
        </fieldset>
        <fieldset>
          <legend>{t('shops.form.legal')}</legend>
          <Field name="legal.name" label={t('shops.form.legalName')} {...common} />
          <div className="bo-grid">
            <Field name="legal.address1" label={t('shops.form.legalAddress1')} {...common} />
            <Field name="legal.address2" label={t('shops.form.legalAddress2')} {...common} />
          </div>
          <Field name="legal.vatNumber" label={t('shops.form.vatNumber')} autoCapitalize="characters" {...common} />
        </fieldset>
        <fieldset>
          <legend>{t('shops.form.board')}</legend>
          <label htmlFor="bo-shop-timeZone">
            {t('shops.form.timeZone')}
            <select
              id="bo-shop-timeZone"
              value={values.timeZone}
              onChange={(event) => set('timeZone', event.target.value)}
              {...invalidProps('bo-shop-timeZone', errors.timeZone)}
            >
              {[...new Set([...TIME_ZONES, values.timeZone])].map((zone) => (
                <option key={zone} value={zone}>
                  {t(`shops.zones.${zone.replace('/', '_')}`, { defaultValue: zone })}
                </option>
              ))}
            </select>
          </label>
          <FieldError id="bo-shop-timeZone" error={errors.timeZone} />
          <div className="bo-grid">
            <Field name="warnMinutes" label={t('shops.form.warnMinutes')} type="number" inputMode="numeric" min={1} max={600} {...common} />
            <Field name="lateMinutes" label={t('shops.form.lateMinutes')} type="number" inputMode="numeric" min={1} max={600} {...common} />
          </div>
          <small>{t('shops.form.boardHint')}</small>
        </fieldset>
        <SaveResult result={result} testId="bo-shop-result" />
        <button type="submit" aria-busy={saving} disabled={saving} data-testid="bo-shop-save">
          {shop ? t('shops.form.save') : t('shops.form.create')}
        </button>
      </form>
    </section>
  );
}
