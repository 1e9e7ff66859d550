import { useTranslation } from 'react-i18next';

/** What shows while a screen's code or translations load: the catalogue-like skeleton of the shell. */
export function ScreenFallback() {
  const { t } = useTranslation('app');
  return (
    <div className="screen-fallback" role="status" aria-busy="true" aria-label={t('loading')}>
      <div className="skeleton skeleton-title" />
      <div className="skeleton-row">
        <div className="skeleton skeleton-card" />
        <div className="skeleton skeleton-card" />
        <div className="skeleton skeleton-card" />
      </div>
      <div className="skeleton skeleton-title" />
      <div className="skeleton-row">
        <div className="skeleton skeleton-card" />
        <div className="skeleton skeleton-card" />
        <div className="skeleton skeleton-card" />
      </div>
    </div>
  );
}
