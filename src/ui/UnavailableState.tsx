import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

/** Shown when nothing is stored yet and the data could not be fetched (offline or server error). */
export function UnavailableState({ text }: { text?: string }) {
  const { t } = useTranslation('common');
  return (
    <EmptyState icon="coffee" title={t('unavailableTitle')} text={text ?? t('unavailableText')}>
      <button type="button" className="secondary" onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </EmptyState>
  );
}
