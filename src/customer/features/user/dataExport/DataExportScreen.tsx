import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../../ui/BackLink';
import { ScreenFallback } from '../../../../ui/ScreenFallback';
import { SignInFirst } from '../../../../ui/SignInFirst';
import { useOnlineStatus } from '../../../../data/online';
import { useSession } from '../../../../data/session';
import { useLanguage } from '../../../shared/hooks';
import { useDataExport } from './useDataExport';
import './dataExport.css';

/** /user/data: download everything the shop keeps of the customer, as JSON or as a readable PDF. */
export default function DataExportScreen() {
  const { t } = useTranslation('dataExport');
  const { isSignedIn, ready } = useSession();
  const { language } = useLanguage();
  const online = useOnlineStatus();
  const { busy, problem, last, download } = useDataExport(language);

  const body = () => {
    if (!ready) return <ScreenFallback />;
    if (!isSignedIn || problem === 'signedOut') return <SignInFirst title={t('signInTitle')} text={t('signInText')} action={t('signIn')} />;
    return (
      <>
        <p>{t('intro')}</p>
        <ul className="data-export-contents">
          {(['account', 'addresses', 'orders', 'invoices', 'ritmitos', 'invitations', 'reviews', 'devices'] as const).map((section) => (
            <li key={section}>{t(`contents.${section}`)}</li>
          ))}
        </ul>
        {!online && (
          <p className="note-box data-export-offline" data-testid="data-export-offline">
            {t('offline')}
          </p>
        )}
        <div className="data-export-actions">
          <button type="button" data-testid="data-export-json" aria-busy={busy === 'json'} disabled={busy !== null} onClick={() => void download('json')}>
            {t('downloadJson')}
          </button>
          <button
            type="button"
            className="secondary"
            data-testid="data-export-pdf"
            aria-busy={busy === 'pdf'}
            disabled={busy !== null}
            onClick={() => void download('pdf')}
          >
            {t('downloadPdf')}
          </button>
        </div>
        <p className="data-export-hint">{t('hint')}</p>
        {problem === 'failed' && (
          <p className="data-export-problem" role="alert">
            {t('failed')}
          </p>
        )}
        {last && (
          <p className={last.partial ? 'note-box data-export-partial' : 'data-export-done'} role="status" data-testid="data-export-done">
            {last.partial ? t('partial', { sections: last.missing.map((section) => t(`missing.${section}`)).join(', ') }) : t('done')}
          </p>
        )}
      </>
    );
  };

  return (
    <section className="data-export-screen">
      <BackLink to="/user" />
      <h1 className="screen-title">{t('title')}</h1>
      {body()}
    </section>
  );
}
