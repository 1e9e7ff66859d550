import { useTranslation } from 'react-i18next';
import { can } from '../domain/people/permissions';
import { SignInForm } from '../ui/StaffSignInForm';
import { memberOf } from '../data/staffMember';
import { clearStaffSession } from '../data/staffSession';
import { MemberCard } from './MemberCard';
import { manageApi } from './runtime';
import { useStaffMember } from './useStaffMember';
// The sign-in's texts are the counter's (the same form); the shell's are the back office's own.
import '../i18n/staffTranslations';
import './translations';

/** The back office at /manage/: the staff sign-in, then the signed-in shell around a content area still empty. */
export function ManageArea() {
  const { t } = useTranslation('manage');
  const session = useStaffMember();
  return (
    <div className="manage-area">
      <header className="manage-top">
        <strong>{t('title')}</strong>
        {session && (
          <button type="button" className="secondary" onClick={clearStaffSession}>
            {t('signOut')}
          </button>
        )}
      </header>
      <main className="manage-main">
        {session ? (
          <>
            <MemberCard member={session.staff} />
            {can(memberOf(session.staff), 'manage.open') ? (
              <section className="manage-content" aria-labelledby="manage-coming-soon">
                <h2 id="manage-coming-soon">{t('comingSoon.title')}</h2>
                <p>{t('comingSoon.text')}</p>
              </section>
            ) : (
              <section className="manage-content" aria-labelledby="manage-not-allowed" data-testid="manage-not-allowed">
                <h2 id="manage-not-allowed">{t('notAllowed.title')}</h2>
                <p>{t('notAllowed.text')}</p>
              </section>
            )}
          </>
        ) : (
          <SignInForm api={manageApi} enterLabel={t('enter')} onSignedIn={() => undefined} />
        )}
      </main>
    </div>
  );
}
