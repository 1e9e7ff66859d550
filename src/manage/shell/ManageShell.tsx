import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import type { ManageView } from '../../api/contract/manage/endpoints';
import { MemberCard } from '../MemberCard';
import { manageApi } from '../runtime';
import { ManageContext, type ManageSession } from './manageContext';
import { SECTIONS } from './sections';

function sessionOf(view: ManageView): ManageSession {
  return { view, member: { role: view.role, shops: view.role === 'owner' ? 'every' : view.shops.map((shop) => shop.code), grants: view.grants } };
}

/** The signed-in back office: who is in, the sections their role opens, and the section on screen. */
export function ManageShell() {
  const { t } = useTranslation('manage');
  const [session, setSession] = useState<ManageSession | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void manageApi.call('manageMe').then((answer) => {
      if (!live) return;
      if (answer.ok) setSession(sessionOf(answer.data));
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <p role="alert">{t('loadFailed')}</p>;
  if (!session) return <p aria-busy="true">{t('loading')}</p>;
  const sections = SECTIONS.filter((section) => session.view.allowed.includes(section.action));
  return (
    <ManageContext.Provider value={session}>
      <nav className="manage-nav" aria-label={t('nav.label')}>
        <ul>
          {sections.map((section) => (
            <li key={section.key}>
              <NavLink to={`/${section.path}`} data-testid={`manage-nav-${section.key}`}>
                {t(`nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <Routes>
          {sections.map(({ key, path, Screen }) => (
            <Route key={key} path={`/${path}/*`} element={<Screen />} />
          ))}
          <Route path="/" element={<MemberCard member={session.view} />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </ManageContext.Provider>
  );
}
