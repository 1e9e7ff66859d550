import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A path no route knows (the first segment alone is always read as a location code). */
export function NotFoundScreen() {
  const { t } = useTranslation('app');
  return (
    <section className="screen-message" data-testid="route-not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" role="button">
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
