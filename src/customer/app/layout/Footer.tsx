import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A link the customer taps to chat with the shop; the app itself never loads anything from there. */
const CHAT_LINK = 'https://wa.me/34960000000';

export function Footer() {
  const { t } = useTranslation('app');
  return (
    <footer className="app-footer">
      <a href={CHAT_LINK} target="_blank" rel="noopener noreferrer" className="chat-link">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Z"
          />
        </svg>
        {t('footer.chat')}
      </a>
      <nav className="footer-links" aria-label={t('footer.legal')}>
        <Link to="/page/legal">{t('footer.legal')}</Link>
        <Link to="/page/privacy">{t('footer.privacy')}</Link>
        <Link to="/page/cookies">{t('footer.cookies')}</Link>
      </nav>
    </footer>
  );
}
