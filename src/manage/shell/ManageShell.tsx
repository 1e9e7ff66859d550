import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRoutes } from 'react-router-dom';
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
  return <SignedInShell session={session} />;
}

// Routes as objects (useRoutes) and plain links: the components <Routes>, <NavLink> and <Navigate> would add
// their bytes to the router chunk every surface's first load shares, the customer's included.
function SignedInShell({ session }: { session: ManageSession }) {
  const { t } = useTranslation('manage');
  const { pathname } = useLocation();
  const sections = SECTIONS.filter((section) => session.view.allowed.includes(section.action));
  const screen = useRoutes([
    ...sections.map(({ path, Screen }) => ({ path: `/${path}/*`, element: <Screen /> })),
    { path: '*', element: <MemberCard member={session.view} /> },
  ]);
  return (
    <ManageContext.Provider value={session}>
      <nav className="manage-nav" aria-label={t('nav.label')}>
        <ul>
          {sections.map((section) => (
            <li key={section.key}>
              <Link
                to={`/${section.path}`}
                data-testid={`manage-nav-${section.key}`}
                aria-current={pathname.startsWith(`/${section.path}`) ? 'page' : undefined}
              >
                {t(`nav.${section.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>{screen}</Suspense>
    </ManageContext.Provider>
  );
}
