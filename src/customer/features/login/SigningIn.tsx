import { useTranslation } from 'react-i18next';

/** What the return-from-sign-in screens show while the code is traded for a session. */
export function SigningIn() {
  const { t } = useTranslation('login');
  return (
    <section className="screen-message" aria-busy="true">
      <p>{t('signingIn')}</p>
    </section>
  );
}
