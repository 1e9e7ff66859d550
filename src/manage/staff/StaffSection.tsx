import '../shops/shops.css';
import './texts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffEntry } from '../../api/contract/manage/staff';
import { can } from '../../domain/people/permissions';
import { useManageSession } from '../shell/manageContext';
import { manageApi } from '../runtime';
import { localText, refusalOf, SaveResult } from '../shops/formBits';
import { Confirm } from '../Confirm';
import { StaffForm } from './StaffForm';

/** The back office's staff section: the members of the shops the member runs, an invitation, edits and removals. */
export default function StaffSection() {
  const { t, i18n } = useTranslation('manage');
  const { view, member } = useManageSession();
  const [staff, setStaff] = useState<StaffEntry[] | 'failed' | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [removing, setRemoving] = useState<StaffEntry | undefined>(undefined);
  const [editing, setEditing] = useState<number | 'new' | undefined>(undefined);
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  useEffect(() => {
    let live = true;
    void manageApi.call('manageStaff').then((answer) => {
      if (live) setStaff(answer.ok ? answer.data : 'failed');
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const shopName = (code: string) => {
    const shop = view.shops.find((candidate) => candidate.code === code);
    return shop ? localText(shop.name, i18n.language) : code;
  };
  const shopsText = (entry: StaffEntry) => (entry.everyShop || entry.role === 'owner' ? t('staff.everyShop') : entry.shops.map(shopName).join(', ') || '—');
  const mayManage = (entry: StaffEntry) =>
    entry.email !== view.email &&
    (member.role === 'owner' || (entry.role !== 'owner' && !entry.everyShop && entry.shops.every((code) => can(member, 'shop.staff', code))));

  const saved = (entry: StaffEntry, message: string) => {
    setStaff((list) =>
      Array.isArray(list)
        ? list.some((kept) => kept.id === entry.id)
          ? list.map((kept) => (kept.id === entry.id ? entry : kept))
          : [...list, entry]
        : [entry],
    );
    setEditing(undefined);
    setResult({ ok: true, message });
  };
  const remove = async (entry: StaffEntry) => {
    const answer = await manageApi.call('manageStaffRemove', { params: { id: entry.id }, body: {} });
    if (answer.ok) {
      setStaff((list) => (Array.isArray(list) ? list.filter((kept) => kept.id !== entry.id) : list));
      setResult({ ok: true, message: t('staff.removed', { name: entry.name || entry.email }) });
    } else setResult({ ok: false, message: refusalOf(t, answer).message });
  };

  if (staff === undefined) return <p aria-busy="true">{t('loading')}</p>;
  if (staff === 'failed')
    return (
      <div role="alert" className="bo-section">
        <p>{t('loadFailed')}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('shops.common.retry')}
        </button>
      </div>
    );
  const sorted = [...staff].sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email, i18n.language));
  return (
    <section className="bo-section" aria-labelledby="bo-staff-title">
      <header className="bo-head">
        <h1 id="bo-staff-title">{t('staff.title')}</h1>
        {editing !== 'new' && (
          <button type="button" onClick={() => setEditing('new')} data-testid="bo-staff-invite">
            {t('staff.invite')}
          </button>
        )}
      </header>
      <SaveResult result={result} testId="bo-staff-result" />
      {editing === 'new' && <StaffForm onSaved={(entry) => saved(entry, t('staff.invited', { email: entry.email }))} onCancel={() => setEditing(undefined)} />}
      <ul className="bo-cards" data-testid="bo-staff-list">
        {sorted.map((entry) => (
          <li key={entry.id}>
            <article className="bo-card" data-testid={`bo-staff-${entry.email}`}>
              <h2>{entry.name || entry.email}</h2>
              <dl className="bo-facts">
                <div>
                  <dt>{t('staff.email')}</dt>
                  <dd className="bo-break">{entry.email}</dd>
                </div>
                <div>
                  <dt>{t('staff.role')}</dt>
                  <dd>{t(`roles.${entry.role}`)}</dd>
                </div>
                <div>
                  <dt>{t('staff.shops')}</dt>
                  <dd data-testid="bo-staff-shops">{shopsText(entry)}</dd>
                </div>
                {entry.role === 'manager' && (
                  <div>
                    <dt>{t('staff.catalogue')}</dt>
                    <dd>{entry.grants.includes('catalogue') ? t('staff.yes') : t('staff.no')}</dd>
                  </div>
                )}
              </dl>
              {editing === entry.id ? (
                <StaffForm
                  entry={entry}
                  onSaved={(changed) => saved(changed, t('staff.saved', { name: changed.name || changed.email }))}
                  onCancel={() => setEditing(undefined)}
                />
              ) : (
                mayManage(entry) && (
                  <footer className="bo-actions">
                    <button type="button" className="secondary" onClick={() => setEditing(entry.id)} data-testid={`bo-staff-edit-${entry.id}`}>
                      {t('staff.edit')}
                      <span className="bo-sr"> {entry.name || entry.email}</span>
                    </button>
                    <button type="button" className="secondary outline" onClick={() => setRemoving(entry)} data-testid={`bo-staff-remove-${entry.id}`}>
                      {t('staff.remove')}
                      <span className="bo-sr"> {entry.name || entry.email}</span>
                    </button>
                  </footer>
                )
              )}
            </article>
          </li>
        ))}
      </ul>
      {removing && (
        <Confirm
          question={t('staff.removeQuestion', { name: removing.name || removing.email })}
          acceptLabel={t('staff.remove')}
          cancelLabel={t('staff.keep')}
          acceptTestId="bo-staff-remove-confirm"
          onCancel={() => setRemoving(undefined)}
          onAccept={() => {
            setRemoving(undefined);
            void remove(removing);
          }}
        />
      )}
    </section>
  );
}
