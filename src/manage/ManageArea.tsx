import { useTranslation } from 'react-i18next';
import { can } from '../domain/people/permissions';
import { SignInForm } from '../ui/StaffSignInForm';
import { memberOf } from '../data/staffMember';
import { clearStaffSession } from '../data/staffSession';
import { manageSignIn } from './runtime';
import { ManageShell } from './shell/ManageShell';
import { useStaffMember } from './useStaffMember';
// The sign-in's texts are the counter's (the same form); the shell's are the back office's own.
import '../i18n/staffTranslations';
import './translations';

/** The back office at /manage/: the staff sign-in, then the signed-in shell. */
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
            {can(memberOf(session.staff), 'manage.open') ? (
              <ManageShell key={session.token} />
            ) : (
              <section className="manage-content" aria-labelledby="manage-not-allowed" data-testid="manage-not-allowed">
                <h2 id="manage-not-allowed">{t('notAllowed.title')}</h2>
                <p>{t('notAllowed.text')}</p>
              </section>
            )}
          </>
        ) : (
          <SignInForm api={manageSignIn} enterLabel={t('enter')} onSignedIn={() => undefined} />
        )}
      </main>
    </div>
  );
}
