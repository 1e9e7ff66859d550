import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffEntry } from '../../api/contract/manage/staff';
import type { StaffRole } from '../../domain/people/permissions';
import { useManageSession } from '../shell/manageContext';
import { manageApi } from '../runtime';
import { FieldError, invalidProps, localText, refusalOf, SaveResult } from '../shops/formBits';

const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,63}$/;

/**
 * Inviting a member (e-mail, name, role, shops, catalogue grant) or changing one (role, shops, grant). A
 * manager gives only the roles below theirs and their own shops; only an owner gives the catalogue grant.
 */
export function StaffForm({ entry, onSaved, onCancel }: { entry?: StaffEntry; onSaved: (entry: StaffEntry) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation('manage');
  const { view } = useManageSession();
  const owner = view.role === 'owner';
  const base = useId().replace(/:/g, '');
  const [email, setEmail] = useState(entry?.email ?? '');
  const [name, setName] = useState(entry?.name ?? '');
  const [role, setRole] = useState<StaffRole>(entry?.role ?? 'barista');
  const [shops, setShops] = useState<string[]>(entry?.shops ?? (view.shops.length === 1 ? [view.shops[0]!.code] : []));
  const [everyShop, setEveryShop] = useState(entry?.everyShop ?? false);
  const [catalogue, setCatalogue] = useState(entry?.grants.includes('catalogue') ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [saving, setSaving] = useState(false);
  const roles: StaffRole[] = owner ? ['barista', 'manager', 'owner'] : ['barista', 'manager'];
  const allShops = role === 'owner' || everyShop;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!entry && !EMAIL.test(email.trim())) found.email = t('staff.errors.email');
    if (!allShops && shops.length === 0) found.shops = t('staff.errors.shops');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setResult({ ok: false, message: t('shops.common.fixFields') });
      return;
    }
    const grants = role === 'manager' && catalogue ? (['catalogue'] as const) : ([] as const);
    const common = { name: name.trim(), role, shops: allShops ? [] : shops, everyShop: allShops, ...(owner ? { grants: [...grants] } : {}) };
    setSaving(true);
    const answer = entry
      ? await manageApi.call('manageStaffUpdate', { params: { id: entry.id }, body: common })
      : await manageApi.call('manageStaffInvite', { body: { email: email.trim(), ...common } });
    setSaving(false);
    if (answer.ok) {
      onSaved(answer.data);
      return;
    }
    const refusal = refusalOf(t, answer);
    const field = refusal.field?.split('.')[0];
    if (field && ['email', 'name', 'role', 'shops', 'grants', 'everyShop'].includes(field))
      setErrors({ [field === 'everyShop' ? 'shops' : field]: refusal.message });
    setResult({ ok: false, message: refusal.message });
  };

  const id = (field: string) => `${base}-${field}`;
  return (
    <form
      className="bo-form bo-staff-form bo-card"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid={entry ? 'bo-staff-edit-form' : 'bo-staff-invite-form'}
    >
      <h2 className={entry ? 'bo-sr' : undefined}>{entry ? t('staff.editTitle', { name: entry.name || entry.email }) : t('staff.inviteTitle')}</h2>
      {!entry && (
        <div className="bo-field">
          <label htmlFor={id('email')}>
            {t('staff.email')}
            <input
              id={id('email')}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              data-testid="bo-staff-email"
              {...invalidProps(id('email'), errors.email)}
            />
          </label>
          <FieldError id={id('email')} error={errors.email} />
        </div>
      )}
      <label htmlFor={id('name')}>
        {t('staff.name')}
        <input
          id={id('name')}
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
          data-testid="bo-staff-name"
          {...invalidProps(id('name'), errors.name)}
        />
      </label>
      <FieldError id={id('name')} error={errors.name} />
      <label htmlFor={id('role')}>
        {t('staff.role')}
        <select
          id={id('role')}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          data-testid="bo-staff-role"
          {...invalidProps(id('role'), errors.role)}
        >
          {(roles.includes(role) ? roles : [...roles, role]).map((option) => (
            <option key={option} value={option} disabled={!roles.includes(option)}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <FieldError id={id('role')} error={errors.role} />
      {role !== 'owner' && (
        <fieldset aria-describedby={errors.shops ? `${id('shops')}-error` : undefined}>
          <legend>{t('staff.shops')}</legend>
          {owner && (
            <label>
              <input type="checkbox" role="switch" checked={everyShop} onChange={(event) => setEveryShop(event.target.checked)} />
              {t('staff.everyShop')}
            </label>
          )}
          {!everyShop && (
            <div className="bo-checks">
              {view.shops.map((shop) => (
                <label key={shop.code}>
                  <input
                    type="checkbox"
                    checked={shops.includes(shop.code)}
                    onChange={(event) => setShops((kept) => (event.target.checked ? [...kept, shop.code] : kept.filter((code) => code !== shop.code)))}
                    data-testid={`bo-staff-shop-${shop.code}`}
                    {...(errors.shops ? { 'aria-invalid': true } : {})}
                  />
                  <span>
                    {localText(shop.name, i18n.language)} <small className="bo-code">({shop.code})</small>
                  </span>
                </label>
              ))}
            </div>
          )}
          <FieldError id={id('shops')} error={errors.shops} />
        </fieldset>
      )}
      {owner && role === 'manager' && (
        <label>
          <input type="checkbox" role="switch" checked={catalogue} onChange={(event) => setCatalogue(event.target.checked)} data-testid="bo-staff-catalogue" />
          {t('staff.catalogueGrant')}
        </label>
      )}
      {!entry && <small className="bo-muted">{t('staff.inviteHint')}</small>}
      <SaveResult result={result} />
      <div className="bo-actions">
        <button type="submit" aria-busy={saving} disabled={saving} data-testid="bo-staff-save">
          {entry ? t('staff.save') : t('staff.send')}
        </button>
        <button type="button" className="secondary outline" onClick={onCancel}>
          {t('staff.cancel')}
        </button>
      </div>
    </form>
  );
}
